import type { memoriesFormMessages } from '../../../../shared/memories-form-words';

/** The title's emoji picker: the six groups of the spec, small and hand-picked; their names are memoriesFormMessages.emojiGroups. */
export const emojiGroups: { id: keyof typeof memoriesFormMessages.emojiGroups; emojis: string[] }[] = [
  { id: 'special-days', emojis: ['🎉', '🎂', '🎁', '💍', '🥂', '🎈', '💐', '🕯️', '🎊', '💌', '🏆', '🎓'] },
  { id: 'travel', emojis: ['✈️', '🧳', '🗺️', '🏖️', '🏔️', '🚗', '🚆', '⛵', '🏕️', '🗼', '🕌', '📸'] },
  { id: 'food', emojis: ['🍕', '🍝', '🥟', '🍣', '🍔', '🥗', '🍰', '🍦', '☕', '🍷', '🥐', '🍓'] },
  { id: 'entertainment', emojis: ['🎬', '🎵', '🎤', '🎮', '🎭', '🎨', '📚', '🎳', '🎡', '🎸', '🍿', '💃'] },
  { id: 'nature', emojis: ['🌸', '🌲', '🌊', '🌅', '🌙', '⭐', '🌈', '🍂', '❄️', '🌻', '🦋', '🌧️'] },
  { id: 'emotions', emojis: ['❤️', '😍', '🥰', '😊', '😂', '🥹', '😘', '🤗', '😴', '😢', '💕', '✨'] },
];
