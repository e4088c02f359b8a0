import { useUnit } from 'effector-react';
import { followLink } from '../../app/navigation';
import { $siteSettings } from '../site-settings/model';
import './footer.css';
import { operatorLine } from './operator';

const LINKS = [
  { href: '/free-postal-route', label: 'Free postal entry' },
  { href: '/legal-terms?tab=0', label: 'Terms & conditions' },
  { href: '/legal-terms?tab=3', label: 'Privacy Policy' },
  // The public policy page: a visitor can read it without an account.
  { href: '/legal-terms?tab=4', label: 'Responsible play' },
  { href: '/community-chat', label: 'Community chat' },
  { href: '/contact', label: 'Contact us' },
];

/** index.html paints the same footer before any script runs (footer.test.tsx). */
export function Footer() {
  const operator = operatorLine(useUnit($siteSettings)?.operator);
  return (
    <div className="shell-footer-inner">
      <nav aria-label="Footer" className="shell-footer-nav">
        {LINKS.map((item) => (
          <a key={item.href} href={item.href} onClick={followLink}>
            {item.label}
          </a>
        ))}
      </nav>
      <p className="shell-footer-small">
        18+ only. Free entry route available for every competition. Please play responsibly — if you need support, visit{' '}
        <a href="https://www.begambleaware.org" rel="noopener noreferrer">
          BeGambleAware
        </a>
        .
      </p>
      {operator ? (
        <p className="shell-footer-small shell-footer-operator" data-testid="operator">
          {operator}
        </p>
      ) : null}
    </div>
  );
}
