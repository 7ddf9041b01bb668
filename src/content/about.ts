import { site } from './site';

// Texts of /about and /about/our-story.
// PLACEHOLDER: the story is written from what the company told us (the founder's aim: peace of mind
// during storm outages); the company should check the details before launch.

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Value {
  title: string;
  text: string;
}

export const aboutPage = {
  title: `About ${site.companyName}`,
  description: `Who ${site.companyName} is: a Florida generator dealer and service company for homes, businesses, industry and agriculture, and the values behind every job.`,
  intro: `A Florida company that sells, installs and services generators, fire pumps, transfer switches and fuel tanks for homes, businesses, industrial and agricultural customers in ${site.cities.join(', ')}.`,
  whoWeAre: {
    heading: 'Who we are',
    paragraphs: [
      'We are a team of licensed electricians, generator technicians and project coordinators who live in the same storm paths as our customers. When a hurricane or a summer squall takes the grid down, our own families are in the dark too, and that shapes how we work.',
      `We run three bases, in ${site.cities.join(', ')}, each with its own crews, service vans and parts stock, so the people who install your system are the same people who maintain it and answer when it needs help.`,
    ],
  },
  whatWeDo: {
    heading: 'What we do',
    paragraphs: [
      'We sell and install home standby and portable generators, commercial and industrial generator sets, automatic and manual transfer switches, load management, fuel tanks and the accessories that tie them together.',
      'We maintain and repair what we install and what others installed: scheduled maintenance plans, load bank testing, fire pump inspection and testing, and 24/7 emergency repair. Every estimate starts with a free site visit.',
    ],
  },
  values: {
    heading: 'What we stand for',
    items: [
      {
        title: 'Straight answers',
        text: 'We size a system for what you really need to run, explain the trade-offs, and put it in writing. If a smaller unit will do, we say so.',
      },
      {
        title: 'Safety first',
        text: 'Permits, inspections, correct clearances and transfer switches on every job. A generator should never put your family or a lineworker at risk.',
      },
      {
        title: 'There when it counts',
        text: 'Storms do not keep office hours. Our emergency line is answered around the clock and our vans are stocked before every hurricane season.',
      },
      {
        title: 'Local and accountable',
        text: 'Florida crews, Florida suppliers and a name you can call. We stand behind our work long after the install.',
      },
    ] satisfies Value[],
  },
  cta: {
    heading: 'Ready when the next storm is',
    text: 'Book a free site visit and estimate, or call us to talk through what you need powered.',
    estimateLabel: 'Get a free estimate',
    storyLabel: 'Read our story',
  },
} as const;

/** A storm's path across Florida as (longitude, latitude) points, approximate, for Our story's map. */
export interface StormTrack {
  name: string;
  month: string;
  path: readonly (readonly [number, number])[];
}

export const ourStory = {
  title: 'Our story',
  description: `Why ${site.companyName} exists: a founder who wanted Florida families and businesses to have peace of mind when storms knock the power out.`,
  intro:
    'Our founder started the company to bring Florida families and businesses peace of mind when storms knock the power out.',
  sections: [
    {
      heading: 'Three hurricanes in six weeks',
      paragraphs: [
        'In the late summer of 2004, Charley, Frances and Jeanne crossed Central Florida one after another. Our founder was a young electrician then, working storm restoration by day and coming home to a street with no power by night.',
        'What stayed with him were not the downed lines but the people: a neighbor running an oxygen concentrator from a borrowed portable generator on the porch, a family sleeping in their car for the air conditioning, a small grocer pouring out a week of stock. Most of the damage was not from wind. It was from days without power.',
      ],
    },
    {
      heading: 'Peace of mind, not just a machine',
      paragraphs: [
        'He saw generators installed in a hurry that could not carry the house, units without transfer switches back-feeding the lines he was working on, and machines that had sat untested for years and would not start when they were finally needed.',
        'So he set out to build a company that does it properly: size the system for what a family or business truly needs, install it safely with the right switch and permits, and then keep it ready with maintenance, so that when the next storm comes the only thing a customer has to do is wait it out.',
      ],
    },
    {
      heading: 'Where we are today',
      paragraphs: [
        `From one van in Orlando we have grown to teams in ${site.cities.join(', ')}, serving homes, businesses, farms and industrial sites. The aim has not changed: when the grid goes down, our customers should feel calm, not afraid.`,
        'Every technician we hire hears the same story on their first day, and every job we do is measured against it.',
      ],
    },
  ] satisfies TextSection[],
  /** The 2004 storms the story starts with, drawn over Florida (tracks simplified from NOAA's best tracks). */
  storms: [
    {
      name: 'Charley',
      month: 'August',
      path: [
        [-82.6, 26.4],
        [-82.1, 26.8],
        [-81.85, 27.2],
        [-81.3, 28.5],
        [-81.0, 29.2],
        [-80.6, 29.7],
      ],
    },
    {
      name: 'Frances',
      month: 'September',
      path: [
        [-79.9, 26.9],
        [-80.2, 27.2],
        [-80.9, 27.6],
        [-81.7, 28.1],
        [-82.8, 28.3],
        [-83.6, 29.0],
      ],
    },
    {
      name: 'Jeanne',
      month: 'September',
      path: [
        [-79.9, 27.0],
        [-80.2, 27.2],
        [-81.0, 27.8],
        [-81.8, 28.4],
        [-82.2, 29.2],
        [-82.5, 30.3],
      ],
    },
  ] satisfies StormTrack[],
  cta: {
    heading: 'Let us help you prepare',
    text: 'A free site visit is the first step to riding out the next outage in comfort.',
    estimateLabel: 'Get a free estimate',
    aboutLabel: 'About us',
  },
} as const;
