/** The title's emoji picker: the six groups of the spec, small and hand-picked. */
export const emojiGroups: { id: string; label: string; emojis: string[] }[] = [
  { id: 'special-days', label: 'Özel Günler', emojis: ['🎉', '🎂', '🎁', '💍', '🥂', '🎈', '💐', '🕯️', '🎊', '💌', '🏆', '🎓'] },
  { id: 'travel', label: 'Seyahat', emojis: ['✈️', '🧳', '🗺️', '🏖️', '🏔️', '🚗', '🚆', '⛵', '🏕️', '🗼', '🕌', '📸'] },
  { id: 'food', label: 'Yemek', emojis: ['🍕', '🍝', '🥟', '🍣', '🍔', '🥗', '🍰', '🍦', '☕', '🍷', '🥐', '🍓'] },
  { id: 'entertainment', label: 'Eğlence', emojis: ['🎬', '🎵', '🎤', '🎮', '🎭', '🎨', '📚', '🎳', '🎡', '🎸', '🍿', '💃'] },
  { id: 'nature', label: 'Doğa', emojis: ['🌸', '🌲', '🌊', '🌅', '🌙', '⭐', '🌈', '🍂', '❄️', '🌻', '🦋', '🌧️'] },
  { id: 'emotions', label: 'Duygular', emojis: ['❤️', '😍', '🥰', '😊', '😂', '🥹', '😘', '🤗', '😴', '😢', '💕', '✨'] },
];
