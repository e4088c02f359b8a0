// The default demo data (loaded when the database is empty and by /__local/reset).
// Every time is relative to now, so closing dates stay in the future.
import type { Fixture, FixtureCompetition } from './fixture';

export const DEMO = { email: 'demo@example.co.uk', password: 'DemoPassword!2026' };
export const SECOND = { email: 'second@example.co.uk', password: 'SecondPassword!2026' };
export const CATEGORIES = ['cash', 'tech', 'cars', 'lifestyle', 'holidays'] as const;

const comps: FixtureCompetition[] = [
  {
    ref: 'cash-10k', title: '£10,000 Tax-Free Cash', category: 'cash', price: 1.99, total_tickets: 5000, max_per_user: 100, closes_in_hours: 5 * 24 + 3,
    featured: true, prize_value: 10000, pre_sold: 1200,
    instant_wins: [
      { title: '£5 Site Credit', type: 'site_credit', value: 5, tickets: [7, 77, 177, 777, 1234, 2345, 3456, 4321, 4567, 4999] },
      { title: '100 Points', type: 'points', value: 100, tickets: [11, 111, 1111, 2222, 3333] },
      { title: 'Apple AirPods', type: 'prize', value: 179, tickets: [500, 2500] },
    ],
  },
  { ref: 'cash-500', title: '£500 Cash Drop', category: 'cash', price: 0.99, sale_price: 0.49, sale_starts_in_hours: -24, sale_ends_in_hours: 48, total_tickets: 1000, max_per_user: 50, closes_in_hours: 2 * 24 + 5, pre_sold: 300, prize_value: 500 },
  { ref: 'cash-2500', title: '£2,500 Cash Weekender', category: 'cash', price: 0.79, total_tickets: 2500, max_per_user: 100, closes_in_hours: 6 * 24, created_hours_ago: 6, prize_value: 2500 },
  { ref: 'cash-1000', title: '£1,000 Instant Cash Bundle', category: 'cash', price: 0.5, total_tickets: 800, max_per_user: 50, closes_in_hours: 18, pre_sold: 700, prize_value: 1000 },
  { ref: 'cash-250', title: '£250 Midweek Micro Draw', category: 'cash', price: 0.25, total_tickets: 500, max_per_user: 25, closes_in_hours: 30, pre_sold: 120, prize_value: 250 },
  {
    ref: 'ps5', title: 'PlayStation 5 Pro Bundle', category: 'tech', price: 0.89, total_tickets: 1500, max_per_user: 75, closes_in_hours: 4 * 24 + 8, featured: true, pre_sold: 500, prize_value: 800,
    reward_wins: [
      { title: '£20 Amazon Voucher', threshold_percent: 25, value: 20 },
      { title: 'Extra DualSense Controller', threshold_percent: 50, value: 70 },
      { title: '£100 Cash', threshold_percent: 75, value: 100 },
    ],
  },
  { ref: 'iphone', title: 'iPhone 17 Pro Max', category: 'tech', price: 0.99, total_tickets: 3000, max_per_user: 100, closes_in_hours: 9 * 24, hide_ticket_count: true, pre_sold: 640, prize_value: 1399 },
  { ref: 'switch', title: 'Nintendo Switch 2 Mario Bundle', category: 'tech', price: 0.39, total_tickets: 1200, max_per_user: 60, closes_in_hours: 6 * 24 + 2, pre_sold: 90, prize_value: 430 },
  {
    ref: 'tesla', title: 'Tesla Model 3 or £35,000 Cash', category: 'cars', price: 2.49, total_tickets: 9999, max_per_user: 250, closes_in_hours: 12 * 24, featured: true, pre_sold: 2100, prize_value: 35000,
    question: 'Which city is the capital of Scotland?', options: ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee'], correct_answer: 'Edinburgh',
    live_draw: true, live_draw_info: 'Drawn live on our Facebook page at 9pm on the draw date.',
  },
  { ref: 'raptor', title: 'Ford Ranger Raptor', category: 'cars', price: 1.49, total_tickets: 6000, max_per_user: 150, closes_in_hours: 10 * 24, pre_sold: 1500, prize_value: 72000 },
  { ref: 'golf', title: 'VW Golf R plus £2,000', category: 'cars', price: 1.29, total_tickets: 4000, max_per_user: 120, closes_in_hours: 3 * 24 + 6, pre_sold: 2800, prize_value: 45000 },
  { ref: 'rolex', title: 'Rolex Submariner Date', category: 'lifestyle', price: 1.99, total_tickets: 2000, max_per_user: 80, closes_in_hours: 8 * 24, hide_timer: true, pre_sold: 450, prize_value: 10500 },
  { ref: 'dyson', title: 'Dyson Home Bundle', category: 'lifestyle', price: 0.59, total_tickets: 1500, max_per_user: 60, closes_in_hours: 4 * 24, created_hours_ago: 30, prize_value: 1600 },
  { ref: 'maldives', title: 'Maldives Holiday for Two', category: 'holidays', price: 1.49, total_tickets: 3500, max_per_user: 100, closes_in_hours: 7 * 24, live_draw: true, live_draw_info: 'Drawn live on Facebook and YouTube at 8pm.', pre_sold: 800, featured: true, prize_value: 8000 },
  { ref: 'nyc', title: 'New York City Break', category: 'holidays', price: 0.99, total_tickets: 2500, max_per_user: 100, closes_in_hours: 11 * 24, pre_sold: 300, prize_value: 3000 },
  { ref: 'lapland', title: 'Lapland Family Adventure', category: 'holidays', price: 1.19, total_tickets: 2000, max_per_user: 100, closes_in_hours: 5 * 24 + 20, pre_sold: 260, prize_value: 6000 },
  // sold out (still before its closing date)
  { ref: 'airpods-max', title: 'AirPods Max Sold Out Special', category: 'tech', price: 0.49, total_tickets: 100, max_per_user: 10, closes_in_hours: 26, pre_sold: 100, prize_value: 549 },
  // finished and drawn (closed in the past: drawn while seeding)
  { ref: 'xmas-cash', title: '£5,000 Christmas Warm-up Cash', category: 'cash', price: 0.99, total_tickets: 1000, max_per_user: 50, closes_in_hours: -48, created_hours_ago: 24 * 20, pre_sold: 400, prize_value: 5000 },
  { ref: 'evoque', title: 'Range Rover Evoque', category: 'cars', price: 1.99, total_tickets: 3000, max_per_user: 100, closes_in_hours: -5 * 24, created_hours_ago: 24 * 30, pre_sold: 1900, live_draw: true, live_draw_info: 'Watch the replay on our Facebook page.', prize_value: 38000 },
];

const ORDER_PLAN: [string, number][] = [
  ['cash-500', 2], ['ps5', 3], ['iphone', 1], ['switch', 2], ['raptor', 1], ['golf', 2], ['rolex', 1], ['dyson', 3], ['maldives', 1], ['nyc', 2],
  ['lapland', 1], ['cash-2500', 2], ['cash-250', 1], ['cash-1000', 1], ['ps5', 1], ['iphone', 2], ['switch', 1], ['raptor', 2], ['golf', 1], ['rolex', 2],
  ['maldives', 1], ['nyc', 1], ['xmas-cash', 3], ['evoque', 2], ['dyson', 1], ['cash-500', 1],
];

export function defaultFixture(): Fixture {
  const orders: NonNullable<Fixture['orders']> = ORDER_PLAN.map(([ref, qty], i) => ({
    user: DEMO.email,
    status: i === 4 || i === 15 ? 'admin-comp-win' : i < 6 ? 'processing' : 'completed',
    days_ago: ref === 'xmas-cash' ? 6 : ref === 'evoque' ? 12 : 1 + i * 2,
    lines: i % 5 === 0 && ref !== 'xmas-cash' && ref !== 'evoque' ? [{ competition: ref, quantity: qty }, { competition: 'nyc', quantity: 1 }] : [{ competition: ref, quantity: qty }],
  }));
  orders.push({ user: DEMO.email, status: 'completed', days_ago: 3, lines: [{ competition: 'tesla', quantity: 2, answer: 'Edinburgh' }] });
  orders.push({ user: SECOND.email, status: 'completed', days_ago: 2, lines: [{ competition: 'ps5', quantity: 2 }, { competition: 'rolex', quantity: 1 }] });
  orders.push({ user: SECOND.email, status: 'processing', days_ago: 1, lines: [{ competition: 'maldives', quantity: 3 }] });
  const points_log: NonNullable<Fixture['points_log']> = [
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -150, days_ago: 40 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -50, days_ago: 30 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -25, days_ago: 20 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -10, days_ago: 8 },
    { user: DEMO.email, type: 'welcome-bonus', description: 'Welcome bonus', points: 250, days_ago: 80 },
    { user: DEMO.email, type: 'instant-win', description: 'Instant win: 100 Points', points: 100, days_ago: 25 },
    { user: DEMO.email, type: 'review-bonus', description: 'Thanks for your review', points: 50, days_ago: 15 },
    { user: DEMO.email, type: 'referral-bonus', description: 'A friend joined with your link', points: 100, days_ago: 50 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -40, days_ago: 45 },
    { user: DEMO.email, type: 'birthday-bonus', description: 'Happy birthday from us', points: 75, days_ago: 35 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -20, days_ago: 5 },
    { user: DEMO.email, type: 'streak-bonus', description: 'Five weeks in a row', points: 30, days_ago: 12 },
  ];
  return {
    settings: SETTINGS,
    competitions: comps,
    users: [
      {
        email: DEMO.email, password: DEMO.password, first_name: 'Demo', last_name: 'Customer',
        billing: { phone: '07700 900123', address_1: '12', address_2: 'High Street', city: 'Manchester', postcode: 'M1 1AA', state: 'Greater Manchester' },
        bank: { account_number: '12345678', sort_code: '112233' },
      },
      {
        email: SECOND.email, password: SECOND.password, first_name: 'Second', last_name: 'Shopper',
        billing: { phone: '07700 900456', address_1: 'Flat 3', address_2: 'Queen Street', city: 'Cardiff', postcode: 'CF10 2BU', state: '' },
        bank: { account_number: '87654321', sort_code: '404040' },
      },
    ],
    coupons: [
      { code: 'WELCOME10', description: '10% off your next order', kind: 'percent', amount: 10, user: DEMO.email },
      { code: 'FIVEOFF', description: '£5 off any order', kind: 'fixed', amount: 5, user: DEMO.email },
      { code: 'LUCKY2026', kind: 'fixed', amount: 2, user: DEMO.email },
      { code: 'SECOND5', description: '£5 off for the second shopper', kind: 'fixed', amount: 5, user: SECOND.email },
    ],
    orders,
    points_log,
    credit_log: [
      { user: DEMO.email, description: 'Welcome credit', amount: 10, days_ago: 60 },
      { user: DEMO.email, description: 'Instant win: £5 Site Credit', amount: 5, days_ago: 25 },
      { user: DEMO.email, description: 'Paid for order', amount: -3.98, days_ago: 18 },
      { user: DEMO.email, description: 'Refund: competition cancelled', amount: 2.5, days_ago: 9 },
    ],
    wins: [
      { user: DEMO.email, name: 'Demo C.', competition: 'cash-10k', ticket_number: 2500, kind: 'instant', prize: 'Apple AirPods', prize_type: 'prize', value: 179, claimable: true, days_ago: 4 },
      { name: 'Sarah T.', competition: 'ps5', ticket_number: 321, kind: 'reward', prize: '£20 Amazon Voucher', value: 20, days_ago: 3 },
      { name: 'James W.', competition: 'cash-10k', ticket_number: 4321, kind: 'instant', prize: '£5 Site Credit', prize_type: 'site_credit', value: 5, days_ago: 2 },
    ],
  };
}

const LEGAL = (title: string, body: string) => ({ title, html: `<h2>${title}</h2>${body}` });

export const SETTINGS: Record<string, unknown> = {
  site: {
    suggested_tickets: [5, 10, 25, 50],
    announcement: 'Free postal entry is open on every competition. Winners are drawn with a verifiable random process.',
    live_draw_info: 'Live draws stream on our Facebook page at 9pm on the draw date.',
    main_competition: 9,
    slider_height_desktop: 520,
    slider_height_mobile: 260,
    slider_height_tablet: 380,
    show_question: 1,
    slider_speed: 5000,
    reward_prize_info: 'Reward wins are drawn among all entries when ticket sales pass each threshold.',
    frontend_scripts: '',
  },
  seo: {
    home: { page_title: 'Prize Draw Competitions UK | Win Cash, Cars & Tech', meta_title: 'Prize Draw Competitions UK', meta_description: 'Enter UK prize draws for cash, cars, tech and holidays. Free postal entry on every competition; 18+ only.' },
    competitions: { page_title: 'All Competitions', meta_title: 'All Competitions | Prize Draw', meta_description: 'Every live competition, closing soonest first.' },
    winners: { page_title: 'Winners', meta_title: 'Winners | Prize Draw', meta_description: 'Every winner, with draw evidence.' },
    results: { page_title: 'Draw Results', meta_title: 'Draw Results | Prize Draw', meta_description: 'Published draw results with the seed and commitment for each draw.' },
  },
  how_it_works: {
    title: 'How it works',
    steps: [
      { title: 'Choose a competition', text: 'Pick a prize and how many tickets you would like (within the per-person maximum).' },
      { title: 'Answer the question', text: 'Some competitions ask a simple skill question; only correct answers can enter.' },
      { title: 'Pay securely', text: 'Check out by card or site credit; your ticket numbers are allocated at random when you pay.' },
      { title: 'Watch the draw', text: 'Winners are drawn at the closing time with a verifiable random process and published on the results page.' },
    ],
  },
  faqs: [
    { id: 1, question: 'How old do I need to be to enter?', answer: 'You must be 18 or over and a UK resident.' },
    { id: 2, question: 'Can I enter for free?', answer: 'Yes. Every competition has a free postal entry route; see the Free Entry Route page.' },
    { id: 3, question: 'How are winners chosen?', answer: 'At the closing time a winner is drawn at random. We publish a commitment to the random seed when the competition opens and reveal the seed after the draw so anyone can check it.' },
    { id: 4, question: 'What is an instant win?', answer: 'Some ticket numbers are fixed in advance as instant winners. If you are allocated one, you win that prize straight away.' },
    { id: 5, question: 'How many tickets can I buy?', answer: 'Each competition shows a maximum per person; it counts tickets in your basket and tickets you already bought.' },
    { id: 6, question: 'Can I set a spending limit?', answer: 'Yes. In your account under Responsible gaming you can set a daily, weekly or monthly limit, or take a break.' },
    { id: 7, question: 'How will I know if I have won?', answer: 'We email and call winners, and publish winners on the winners page.' },
    { id: 8, question: 'What are points and site credit?', answer: 'You earn 1 point for every £1 spent. Site credit can pay for tickets at checkout.' },
  ],
  legal: [
    LEGAL('Terms & Conditions', '<p>These terms apply to every competition on this site. Entrants must be 18 or over and resident in the UK.</p>'),
    LEGAL('Competition Rules', '<p>Each competition states its closing date, maximum entries and prize. Closing dates are never moved.</p>'),
    LEGAL('Free Entry Route', '<p>Send your entry by first or second class post; postal entries are treated exactly like paid entries.</p>'),
    LEGAL('Privacy Policy', '<p>We keep the personal data needed to run competitions and contact winners. Cookies: we use essential cookies and, with your consent, analytics cookies; the consent cookie lasts 7 days.</p>'),
    LEGAL('Responsible Play', '<p>Set spending limits or take a break from your account at any time. Support: GamCare 0808 8020 133.</p>'),
  ],
  postal: {
    address: 'Prize Draw Competitions, Free Entry, PO Box 1234, Manchester, M1 1AA',
    instructions_html: '<p>Write your full name, address, phone number, email, the competition name and your answer (if there is a question) on a card and post it in an envelope by first or second class post. One entry per envelope.</p>',
    terms_html: '<p>Postal entries must arrive before the closing date. They are entered into the draw exactly like paid entries and subject to the same maximum per person.</p>',
  },
};
