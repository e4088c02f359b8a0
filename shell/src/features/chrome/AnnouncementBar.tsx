import { useUnit } from 'effector-react';
import { $siteSettings } from '../site-settings/model';
import styles from './chrome.module.css';

export function AnnouncementBar() {
  const settings = useUnit($siteSettings);
  const text = settings?.announcement?.trim();
  if (!text) return null;
  return (
    <p className={styles.announcement} data-testid="announcement">
      {text}
    </p>
  );
}
