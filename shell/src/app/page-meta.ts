import { applyPageMeta, type PageMeta, pageTitle } from '@shop/react-kit';
import { routeFor } from './routes';

// Each route's own browser title and meta description, set by the shell when the path
// changes, before the route's application mounts. A page that knows more sets its own after this
// with usePageMeta (@shop/shared): a competition's title, a category; home its SEO settings.

/** What index.html says, kept for home until its SEO settings arrive (requirements §2). */
export const HOME_META: PageMeta = {
  title: 'Prize Draw UK — win cars, cash and tech',
  description: 'UK prize-draw competitions with instant wins, live draws and a free postal entry route.',
  metaTitle: 'Prize Draw UK',
};

const page = (name: string, description: string): PageMeta => ({ title: pageTitle(name), description });

const LEGAL_TERMS_DESCRIPTION = 'Our terms, privacy policy and cookie policy.';

/** Keyed by the route table's paths (routes.ts); a test keeps both lists equal. */
export const ROUTE_META: Readonly<Record<string, PageMeta>> = {
  '/': HOME_META,
  '/competitions/instant_win_comps': page('Instant Wins', 'Competitions with instant-win prizes and who just won.'),
  '/competitions/instant/wins': page('Instant Wins', 'Competitions with instant-win prizes and who just won.'),
  '/competitions/:category': page('Competitions', 'Every live prize draw, closing soonest first.'),
  '/competition/details/:competitionDetail': page('Competition', 'Prize, ticket price, draw date and entry.'),
  '/competition/info/:id': page('Competition', 'Prize, ticket price, draw date and entry.'),
  '/draw/results': page('Results', 'The latest draws and their winners.'),
  '/results': page('Draw Results', 'Every draw with its winning ticket and the proof it was fair.'),
  '/winners_list': page('Winners', 'Our winners and the prizes they won.'),
  '/claim/prize': page('Claim Your Prize', 'Tell us where to deliver a prize you won.'),
  '/free-postal-route': page('Free Postal Route', 'How to enter any competition by post, free.'),
  '/cart': page('Basket', 'The tickets in your basket.'),
  '/checkout': page('Checkout', 'Pay for the tickets in your basket.'),
  '/confirmation': page('Order Confirmation', 'Your order, its ticket numbers and any instant win.'),
  '/auth/login': page('Login', 'Sign in or create an account.'),
  '/auth/forgot/password': page('Forgot Password', 'Get a link to set a new password.'),
  '/auth/reset/password': page('Reset Password', 'Choose a new password.'),
  '/account': page('My Account', 'Your tickets, draws and account.'),
  '/account/responsible/gaming': page('Responsible Gaming', 'Spending limits and breaks from play.'),
  '/account/points': page('Points', 'Your points balance and history.'),
  '/account/cred': page('Site Credit', 'Your site credit balance and history.'),
  '/account/coupons': page('Coupons', 'Coupons and discount creds you can use.'),
  '/account/details': page('Account Details', 'Your name, email and password.'),
  '/account/financial-details': page('Financial Details', 'The bank account your winnings are paid to.'),
  '/account/billing': page('Billing Details', 'Your billing address.'),
  '/account/recent/orders': page('Orders', 'Your orders.'),
  '/account/recent/orders/order-detail/:orderId': page('Order Details', 'One order, its tickets and draws.'),
  '/contact': page('Contact Us', 'Questions about a competition, your tickets or a prize? Send us a message.'),
  '/community-chat': page('Community Chat', 'Chat with other players.'),
  '/faq': page('FAQs', 'Answers to common questions.'),
  '/legal-terms': page('Privacy Policy & Terms', LEGAL_TERMS_DESCRIPTION),
};

/** A legal tab's own title and description: each tab is a page of its own (`/legal-terms?tab=3`). */
export const legalTabMeta = (tabTitle: string): PageMeta => page(tabTitle, `${tabTitle}: ${LEGAL_TERMS_DESCRIPTION}`);

export const NOT_FOUND_META: PageMeta = page('Page Not Found', 'There is no page at this address.');

export function routeMeta(pathname: string): PageMeta {
  const route = routeFor(pathname);
  return (route && ROUTE_META[route.path]) ?? NOT_FOUND_META;
}

/**
 * Writes the route's title now, then on every change of path, before the route's application
 * mounts (single-spa fires before-routing-event first). Another search on the same path (a page
 * number, a tab) keeps the page's title.
 */
export function titleEveryRoute(target: Window = window): () => void {
  let lastPath = target.location.pathname;
  applyPageMeta(routeMeta(lastPath), target.document);
  const onRouting = () => {
    const path = target.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    applyPageMeta(routeMeta(path), target.document);
  };
  target.addEventListener('single-spa:before-routing-event', onRouting);
  return () => target.removeEventListener('single-spa:before-routing-event', onRouting);
}
