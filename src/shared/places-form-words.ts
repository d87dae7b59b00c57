/**
 * The words of 'Gittik' and 'Gideceğiz' places (issue 37) that only a form, a dialog or the server
 * says: apart from places-words.ts, which the places page (and its map view, under its first-load
 * budget) loads at once. Loaded with the place form and 'Gittik olarak işaretle'.
 */
import { words } from './i18n/words';

export const placesFormMessages = words('places-form-words', 'placesFormMessages', {
  reasonPlaceholder: 'Neden gitmek istiyorsunuz?',
  markVisitedHint: 'Ne zaman gittiniz?',
  markVisitedSubmit: 'Kaydet',
  markedVisited: 'Gittik olarak işaretlendi!',
  markVisitedFailed: 'Yer işaretlenirken bir hata oluştu.',
  reasonMax: 'Neden en fazla 500 karakter olabilir.',
  wishWithDate: 'Gideceğiz bir yerin ziyaret tarihi olmaz.',
  wishWithRating: 'Gideceğiz bir yere henüz puan verilemez.',
  visitDateFuture: 'Ziyaret tarihi ileri bir tarih olamaz.',
  alreadyVisited: 'Bu yer zaten Gittik olarak işaretli.',
  visitOutsideTrip: 'Tarih, seyahatin günlerinden biri olmalı.',
} as const);
