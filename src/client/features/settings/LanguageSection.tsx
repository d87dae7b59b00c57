import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsMessages as m } from '../../../shared/settings-words';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../../shared/i18n/languages';
import { Select } from '../../ui/Field';
import { toast } from '../../lib/toast';
import { sessionQuery, useMe } from '../../lib/session';
import { rememberLanguage, switchLanguage } from '../../lib/language';
import { updateProfile } from './api';
import { Section } from './Section';

/**
 * 'Dil': the member's own language, saved at once. The page changes to it as soon as its words
 * are here; the partner keeps theirs. Each choice is named in its own language (and marked so).
 */
export function LanguageSection() {
  const me = useMe();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (language: Language) => updateProfile({ language }),
    onSuccess: async ({ me: saved }) => {
      rememberLanguage(saved.language);
      await switchLanguage(saved.language);
      client.setQueryData(sessionQuery.queryKey, { me: saved, needsSetup: false });
      toast.success(m.languageSaved);
    },
    onError: (error) => toast.error(error.message || m.saveFailed),
  });
  return (
    <Section title={m.language} description={m.languageHint} testId="language-section">
      <Select
        label={m.language}
        value={mutation.isPending && mutation.variables ? mutation.variables : me.language}
        disabled={mutation.isPending}
        onChange={(e) => isLanguage(e.target.value) && mutation.mutate(e.target.value)}
        className="sm:max-w-xs"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </Section>
  );
}
