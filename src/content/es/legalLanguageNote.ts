// The first line of the Spanish legal pages (issue 39): a translation for the reader's convenience, the
// English version governs where the two differ (a common practice for translated terms and policies; the
// company's counsel confirms it before launch). Not a twin of an English module: English has no such line.

export const LEGAL_LANGUAGE_NOTE =
  'Esta traducción se ofrece para su comodidad. Si hubiera alguna diferencia entre esta versión y la versión en inglés, prevalece la versión en inglés.';
