// The longer trust texts (issue 12) of /about and /locations. They are not in site.ts, which every page
// downloads with the layout, because only those two pages show them (see
// docs/decisions/062-trust-content-lives-in-two-content-files.md).
// PLACEHOLDER marks a value the company must replace with its real one before launch.

export const trustDetails = {
  // PLACEHOLDER: the company's real cover.
  insurance: 'Fully insured: $2 million general liability and workers’ compensation for every crew member.',
  // PLACEHOLDER: the programmes the company's technicians really hold.
  certifications: [
    'Factory-trained and certified by Voltaris and Corvane',
    'NFPA 25 fire pump inspection and testing',
    'EGSA certified generator technicians',
  ],
  // PLACEHOLDER: the manufacturer's and the company's real terms.
  warranty:
    'Up to 10 years’ manufacturer warranty on standby generators we install and register, plus 2 years on our workmanship.',
  // PLACEHOLDER: the lender's real offer and terms.
  financing:
    'Financing for qualified buyers through a third-party lender, with monthly payments; ask us for the current terms.',
} as const;
