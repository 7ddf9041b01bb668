// Shape of the legal pages (privacy policy, terms of service). The texts themselves are in
// privacyPolicy.ts and termsOfService.ts.
// PLACEHOLDER: written for this business and this site as built; have them reviewed by the company's
// counsel before launch.

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Element id, so a section can be linked to. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The page's meta description. */
  description: string;
  intro: string;
  lastUpdated: string;
  /**
   * A translation's first line (issue 39): which version governs when the two differ. The English document
   * has none.
   */
  languageNote?: string;
  sections: readonly LegalSection[];
}

export function isList(block: LegalBlock): block is readonly string[] {
  return typeof block !== 'string';
}
