import { describe, expect, it } from 'vitest';
import { dative, lastSpokenWord } from './turkish-suffix';

describe('the Turkish dative of a trip name', () => {
  it.each([
    // Back vowels → a; after a vowel the buffer y.
    ['Kapadokya', "Kapadokya'ya"],
    ['Ankara', "Ankara'ya"],
    ['Antalya', "Antalya'ya"],
    ['Roma', "Roma'ya"],
    ['Tokyo', "Tokyo'ya"],
    ['Oslo', "Oslo'ya"],
    ['Peru', "Peru'ya"],
    ['Alaçatı', "Alaçatı'ya"],
    ['Bozcaada', "Bozcaada'ya"],
    // Back vowels after a consonant → a.
    ['İstanbul', "İstanbul'a"],
    ['Bodrum', "Bodrum'a"],
    ['Trabzon', "Trabzon'a"],
    ['Kaş', "Kaş'a"],
    ['Van', "Van'a"],
    ['Amsterdam', "Amsterdam'a"],
    ['Prag', "Prag'a"],
    ['Ayvalık', "Ayvalık'a"],
    ['Mısır', "Mısır'a"],
    ['New York', "New York'a"],
    ['Uludağ', "Uludağ'a"],
    // Front vowels → e; after a vowel ye.
    ['Paris', "Paris'e"],
    ['Berlin', "Berlin'e"],
    ['Eskişehir', "Eskişehir'e"],
    ['Mardin', "Mardin'e"],
    ['Köln', "Köln'e"],
    ['Zürih', "Zürih'e"],
    ['Ürgüp', "Ürgüp'e"],
    ['Göreme', "Göreme'ye"],
    ['Fethiye', "Fethiye'ye"],
    ['Çeşme', "Çeşme'ye"],
    ['Bali', "Bali'ye"],
    ['Helsinki', "Helsinki'ye"],
    ['Bakü', "Bakü'ye"],
    ['Budapeşte', "Budapeşte'ye"],
    ['Pamukkale', "Pamukkale'ye"],
    ['Yeni Delhi', "Yeni Delhi'ye"],
    ['Kuzey Ege', "Kuzey Ege'ye"],
    // Loanwords with a front suffix after a back vowel (TDK).
    ['Nepal', "Nepal'e"],
    ['Montreal', "Montreal'e"],
    // Compound names with a possessive ending take n.
    ['Ege Turu', "Ege Turu'na"],
    ['Yaz Tatili', "Yaz Tatili'ne"],
    ['Kapadokya Gezisi', "Kapadokya Gezisi'ne"],
    ['Karadeniz Yaylası', "Karadeniz Yaylası'na"],
    ['Ağrı Dağı', "Ağrı Dağı'na"],
    ['Van Gölü', "Van Gölü'ne"],
    ['Çeşme Hafta Sonu', "Çeşme Hafta Sonu'na"],
    ['Balayı', "Balayı'na"],
    ['Kuşadası', "Kuşadası'na"],
    ['Rumelihisarı', "Rumelihisarı'na"],
    ['İpek Yolu', "İpek Yolu'na"],
    // Numbers as they are said.
    ['Tatil 2026', "Tatil 2026'ya"],
    ['Ege 2025', "Ege 2025'e"],
    ['Kamp 10', "Kamp 10'a"],
    ['Yıl 2000', "Yıl 2000'e"],
    ['Gezi 90', "Gezi 90'a"],
    ['Rota 3', "Rota 3'e"],
    ['Rota 40', "Rota 40'a"],
    ['Rota 100', "Rota 100'e"],
    // Abbreviations read letter by letter.
    ['KKTC', "KKTC'ye"],
    ['NYC', "NYC'ye"],
    ['ABD', "ABD'ye"],
    // Capitals that spell a word are still a word.
    ['KAŞ', "KAŞ'a"],
    ['ROMA', "ROMA'ya"],
    // What comes after the last letter is left out; spaces are trimmed.
    ['  Kapadokya  ', "Kapadokya'ya"],
    ['Kapadokya 🎈', "Kapadokya'ya"],
    ['Paris!', "Paris'e"],
  ])('%s → %s', (name, expected) => {
    expect(dative(name)).toBe(expected);
  });

  it('has none for a name without a letter or a digit', () => {
    expect(dative('🎈🌊')).toBeNull();
    expect(dative('   ')).toBeNull();
    expect(dative('!!')).toBeNull();
  });
});

describe('the last word of a number said aloud', () => {
  it.each([
    ['0', 'sıfır'],
    ['7', 'yedi'],
    ['12', 'iki'],
    ['20', 'yirmi'],
    ['60', 'altmış'],
    ['100', 'yüz'],
    ['1000', 'bin'],
    ['10000', 'bin'],
    ['300000', 'bin'],
    ['2000000', 'milyon'],
    ['5000000000', 'milyar'],
    ['2026', 'altı'],
    ['1990', 'doksan'],
    ['007', 'yedi'],
  ])('%s → %s', (digits, word) => {
    expect(lastSpokenWord(digits)).toBe(word);
  });
});
