/** The words every add/edit form and card of a list says alike (lists, quotes). */
export const formWords = {
  submitAdd: 'Ekle',
  submitEdit: 'Güncelle',
  cancel: 'İptal',
  edit: 'Düzenle',
  delete: 'Sil',
  addedBy: 'Ekleyen:',
} as const;
