// Customer testimonials for the two scrolling rows of the home page (SPEC: five per row, two rows).
// PLACEHOLDER: these are representative examples written for launch. Replace them with real reviews
// that customers have agreed to publish; US law (FTC rule on consumer reviews, 2024) forbids
// presenting invented reviews as real ones.

export interface Testimonial {
  name: string;
  /** Town and state, e.g. "Winter Park, FL". */
  town: string;
  text: string;
}

export const testimonialRows: readonly [readonly Testimonial[], readonly Testimonial[]] = [
  [
    {
      name: 'Maria Delgado',
      town: 'Winter Park, FL',
      text: 'We lost power for four days after the last hurricane and never noticed. The standby unit kicked in within seconds and ran the whole house, A/C included.',
    },
    {
      name: 'James Whitfield',
      town: 'Brandon, FL',
      text: 'They handled the permit, the gas company and the inspection. I just picked a spot for the pad. The crew left the yard cleaner than they found it.',
    },
    {
      name: 'Denise Carter',
      town: 'Orange Park, FL',
      text: 'My mother is on home oxygen. Knowing the generator and transfer switch are tested every year lets both of us sleep through storm season.',
    },
    {
      name: 'Tom Nguyen',
      town: 'Kissimmee, FL',
      text: 'Our restaurant walk-in coolers hold thousands of dollars of stock. The maintenance plan paid for itself the first time the grid went down on a Saturday night.',
    },
    {
      name: 'Rachel Simmons',
      town: 'St. Petersburg, FL',
      text: 'Honest advice: they told us a smaller unit plus a load manager would cover everything we needed, and it has, through two summers of outages.',
    },
  ],
  [
    {
      name: 'Luis Ortega',
      town: 'Lakeland, FL',
      text: 'Our packing house runs on tight schedules in harvest season. Their load bank test found a cooling problem we would never have caught until it failed.',
    },
    {
      name: 'Karen Boyd',
      town: 'Jacksonville Beach, FL',
      text: 'Called at 2 a.m. when our generator would not start. A technician was on site before sunrise with the part on his truck.',
    },
    {
      name: 'Marcus Reed',
      town: 'Sanford, FL',
      text: 'As a facilities manager I need paperwork that satisfies the fire marshal. Their fire pump reports are clear, on time and complete every year.',
    },
    {
      name: 'Priya Raman',
      town: 'Clearwater, FL',
      text: 'They compared three brands with us and explained the fuel options without any pressure. The estimate matched the final invoice.',
    },
    {
      name: 'Greg Holloway',
      town: 'St. Augustine, FL',
      text: 'Our old portable generator and extension cords were a hazard. Now a manual transfer switch runs the essentials safely, and they showed us how.',
    },
  ],
];
