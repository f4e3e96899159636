/**
 * A legal document of the academy (issue 16): the Terms of Use and the Privacy Policy, written for
 * this product in English and in Arabic. They are content, like the question bank, not interface
 * strings: each page's chunk carries its own document, and the catalogs stay as they are.
 */
export interface LegalDocument {
  /** When the text last changed (ISO date), shown under the title. */
  updated: string
  sections: readonly LegalSection[]
}

export interface LegalSection {
  /** The anchor of the section (`/terms#account`): the same in both languages. */
  id: string
  heading: string
  paragraphs: readonly string[]
}
