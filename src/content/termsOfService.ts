import type { LegalDocument } from './legal';
import { site } from './site';

const company = site.companyName;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for using the ${company} website: accounts, estimates, product information, installations, liability and Florida governing law.`,
  intro: `The terms that apply when you use the ${company} website. You must be ${site.minimumAge} or older to create an account.`,
  lastUpdated: site.legalLastUpdated,
  sections: [
    {
      id: 'agreement',
      heading: 'Agreement to these terms',
      blocks: [
        `These terms are an agreement between you and ${company} ("we", "us") about your use of this website. By using the site you accept them. If you do not agree, please do not use the site. Work we carry out at your property is governed by the written proposal or contract you sign for that job; if it conflicts with these terms, the signed contract wins.`,
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use the site',
      blocks: [
        `You must be at least ${site.minimumAge} years old to create an account, request an estimate or send an inquiry. By doing so you confirm that you are, and that the information you give us is accurate and yours to give.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        'An account is optional. If you create one, keep your password to yourself, use a password you do not use elsewhere and consider turning on two-factor authentication. You are responsible for activity under your account until you tell us it has been compromised. We may suspend or close an account that is used to break these terms or the law.',
      ],
    },
    {
      id: 'estimates',
      heading: 'Estimates are not binding quotes',
      blocks: [
        'A free estimate request starts a conversation; it is not an order and it does not commit you or us to anything. Any figure we give before a site survey is an estimate only. A binding price is given only in a written proposal after we have surveyed your site, and it is valid for the period stated in it.',
        'We do not publish prices on this website. Product information, pictures and availability are for guidance, may change without notice and may differ from the unit finally supplied, for example when a manufacturer updates a model.',
      ],
    },
    {
      id: 'installations',
      heading: 'Installations, permits and site conditions',
      blocks: [
        'Every installation is subject to a site survey and to the permits and approvals it requires. In particular:',
        [
          'Permits and inspections under the Florida Building Code and local county or city rules must be granted before and after the work.',
          'Utility, natural gas or propane providers may need to approve connections or set meters, on their own schedules.',
          'Homeowner association or landlord approval, where required, is your responsibility.',
          'Hidden conditions found during the work (for example, outdated wiring or a panel that does not meet code) may change the scope, price or schedule, and we will agree any change with you in writing first.',
        ],
        'Delivery and completion dates depend on equipment availability, permitting and weather, especially during hurricane season, and are estimates rather than guarantees.',
      ],
    },
    {
      id: 'inquiries',
      heading: 'Inquiry lists',
      blocks: [
        'Sending an inquiry list asks us to contact you about the products on it. It is not a purchase and creates no obligation on either side. Equipment is covered by its manufacturer warranty, and our workmanship by the warranty stated in your contract.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You agree not to:',
        [
          'submit false, misleading or someone else\u2019s information;',
          'try to get into accounts or systems that are not yours, or probe, scan or overload the site;',
          'send spam, malicious code or automated requests, or copy the site\u2019s content by automated means;',
          'use the site in any way that breaks the law.',
        ],
      ],
    },
    {
      id: 'content',
      heading: 'Our content',
      blocks: [
        `The texts, pictures, logos and design of this site belong to ${company} or its licensors. Manufacturer names and trademarks belong to their owners and are used to identify their products. You may view and print pages for your own use, but not copy or reuse them commercially without our written permission.`,
        'Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      blocks: [
        'The site and its information are provided "as is". We work to keep them accurate and available, but we do not promise that the site will be error-free or uninterrupted. General information on this site about generators, fuel and electrical safety is not a substitute for advice given after an inspection of your property. Never connect a generator to your home wiring without a properly installed transfer switch.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the fullest extent the law allows, ${company} is not liable for indirect, incidental, special or consequential losses arising from your use of this website, including loss of data, profits or business, and our total liability for any claim about the website is limited to one hundred US dollars. Nothing in these terms limits liability that cannot be limited by law, and our responsibility for work carried out at your property is set out in your contract.`,
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of Florida and applicable federal law of the United States, without regard to conflict-of-law rules. Any dispute about them will be heard in the state or federal courts located in Florida, and you and we agree to their jurisdiction.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. The new version applies from the "last updated" date shown above; if you keep using the site after that, you accept it. Material changes affecting account holders will also be announced by e-mail or on the site.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [`Questions about these terms: ${site.email}, or call ${site.phone.display}.`],
    },
  ],
};
