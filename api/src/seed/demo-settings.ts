// The demo site settings: pages, SEO, how it works, FAQs, legal tabs, postal entry.
import { PRIVACY_HTML } from './legal-privacy';
import { COMPETITION_RULES_HTML, FREE_ENTRY_HTML, TERMS_HTML } from './legal-terms';
import { RESPONSIBLE_PLAY_HTML } from './responsible-play';

const LEGAL = (title: string, body: string) => ({ title, html: `<h2>${title}</h2>${body}` });

export const SETTINGS: Record<string, unknown> = {
  site: {
    suggested_tickets: [5, 10, 25, 50],
    // Points redeemed at checkout: this many make £1 (api/README.md "Checkout").
    points_per_pound: 100,
    announcement: 'Free postal entry is open on every competition. Winners are drawn with a verifiable random process.',
    live_draw_info: "Live draws stream on our Facebook page at each competition's draw time.",
    main_competition: 9,
    slider_height_desktop: 520,
    slider_height_mobile: 260,
    slider_height_tablet: 380,
    show_question: 1,
    slider_speed: 5000,
    reward_prize_info: 'Reward wins are drawn among all entries when ticket sales pass each threshold.',
    frontend_scripts: '',
    // Wrong skill-question answers a shopper may give one competition per day (api/README.md "Cart").
    skill_attempts_per_day: 3,
    // Who runs the shop: shown in the footer and the terms (UK prize-draw rules: say who you are).
    operator: {
      name: 'Prize Draw UK Ltd',
      company_number: '09876543',
      registered_address: '1 Example Street, Leeds LS1 4AP',
    },
  },
  // Prizes worth more than this (pounds) need proof of identity to claim (api/README.md "Draws").
  claims: { id_threshold: 1000 },
  seo: {
    home: {
      page_title: 'Prize Draw Competitions UK | Win Cash, Cars & Tech',
      meta_title: 'Prize Draw Competitions UK',
      meta_description:
        'Enter UK prize draws for cash, cars, tech and holidays. Free postal entry on every competition; 18+ only.',
    },
    competitions: {
      page_title: 'All Competitions',
      meta_title: 'All Competitions | Prize Draw',
      meta_description: 'Every live competition, closing soonest first.',
    },
    winners: {
      page_title: 'Winners',
      meta_title: 'Winners | Prize Draw',
      meta_description: 'Every winner, with draw evidence.',
    },
    results: {
      page_title: 'Draw Results',
      meta_title: 'Draw Results | Prize Draw',
      meta_description: 'Published draw results with the seed and commitment for each draw.',
    },
  },
  how_it_works: {
    title: 'How it works',
    steps: [
      {
        title: 'Choose a competition',
        text: 'Pick a prize and how many tickets you would like (within the per-person maximum).',
      },
      {
        title: 'Answer the question',
        text: 'Some competitions ask a simple skill question; only correct answers can enter.',
      },
      {
        title: 'Pay securely',
        text: 'Check out by card or site credit; your ticket numbers are allocated at random when you pay.',
      },
      {
        title: 'Watch the draw',
        text: 'Winners are drawn at the closing time with a verifiable random process and published on the results page.',
      },
    ],
  },
  faqs: [
    { id: 1, question: 'How old do I need to be to enter?', answer: 'You must be 18 or over and a UK resident.' },
    {
      id: 2,
      question: 'Can I enter for free?',
      answer: 'Yes. Every competition has a free postal entry route; see the Free Entry Route page.',
    },
    {
      id: 3,
      question: 'How are winners chosen?',
      answer:
        'At the closing time a winner is drawn at random. We publish a commitment to the random seed when the competition opens and reveal the seed after the draw so anyone can check it.',
    },
    {
      id: 4,
      question: 'What is an instant win?',
      answer:
        'Some ticket numbers are fixed in advance as instant winners. If you are allocated one, you win that prize straight away.',
    },
    {
      id: 5,
      question: 'How many tickets can I buy?',
      answer:
        'Each competition shows a maximum per person; it counts tickets in your basket and tickets you already bought.',
    },
    {
      id: 6,
      question: 'Can I set a spending limit?',
      answer:
        'Yes. In your account under Responsible gaming you can set a daily, weekly or monthly limit, or take a break.',
    },
    {
      id: 7,
      question: 'How will I know if I have won?',
      answer: 'We email and call winners, and publish winners on the winners page.',
    },
    {
      id: 8,
      question: 'What are points and site credit?',
      answer: 'You earn 1 point for every £1 spent. Site credit can pay for tickets at checkout.',
    },
  ],
  legal: [
    LEGAL('Terms & Conditions', TERMS_HTML),
    LEGAL('Competition Rules', COMPETITION_RULES_HTML),
    LEGAL('Free Entry Route', FREE_ENTRY_HTML),
    LEGAL('Privacy Policy', PRIVACY_HTML),
    LEGAL('Responsible Play', RESPONSIBLE_PLAY_HTML),
  ],
  postal: {
    address: 'Prize Draw Competitions, Free Entry, PO Box 1234, Manchester, M1 1AA',
    instructions_html:
      '<p>Write your full name, address, phone number, email, the competition name and your answer (if there is a question) on a card and post it in an envelope by first or second class post. One entry per envelope.</p>',
    terms_html:
      '<p>Postal entries must arrive before the closing date. They are entered into the draw exactly like paid entries and subject to the same maximum per person.</p>',
  },
};
