import { SafeHtml, usePageMeta } from '@shop/react-kit';
import { Link, useLocation, useParams } from '@shop/react-kit/routing';
import { competitionIdFromDetailsParam } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CompetitionGrid } from '../../../common/competition';
import { siteSettingsQuery } from '../../../common/settings';
import { Empty, Loading } from '../../../common/ui';
import { DrawProofSection } from '../../draw-proof';
import { $competition, $competitionFailed, $otherComps, $otherCompsFailed, detailsLeft, detailsOpened } from '../model';
import { detailsPageMeta } from '../page-meta';
import { suggestedAmounts } from '../quantity';
import { DrawnResult } from './DrawnResult';
import styles from './details.module.css';
import { EntryPanel } from './EntryPanel';
import { Gallery } from './Gallery';
import { HowItWorks } from './HowItWorks';
import { LiveDraw } from './LiveDraw';
import { InstantWinsList, RewardWinsList } from './PrizeLists';

/** /competition/details/{title-slug}-{id} and /competition/info/:id */
export function CompetitionDetailsPage() {
  const { competitionDetail, id: idParam } = useParams();
  const id =
    idParam !== undefined
      ? Number.parseInt(idParam, 10) || null
      : competitionIdFromDetailsParam(competitionDetail ?? '');
  const { open, failed, settings, others, othersFailed, opened, left } = useUnit({
    open: $competition,
    failed: $competitionFailed,
    settings: siteSettingsQuery.$data,
    others: $otherComps,
    othersFailed: $otherCompsFailed,
    opened: detailsOpened,
    left: detailsLeft,
  });
  // For one render after the address changes, the model still holds the previous competition.
  const c = open?.id === id ? open : null;
  const suggestedSource = settings?.suggested_tickets;

  useEffect(() => {
    if (id) opened(id);
  }, [id, opened]);
  useEffect(() => () => left(), [left]);
  const { pathname } = useLocation();
  usePageMeta(c ? detailsPageMeta(c) : null, pathname);

  if (!id) return <NotFound />;
  if (!c && !failed) {
    return (
      <div className={styles.page}>
        <Loading label="Loading competition" />
      </div>
    );
  }
  if (!c) return <NotFound onRetry={() => opened(id)} />;

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link to="/">Home</Link> ›{' '}
        <Link to={`/competitions/${c.category || 'all'}`}>{c.category || 'Competitions'}</Link>
      </nav>
      <div className={styles.top}>
        <Gallery images={[c.image, ...(c.gallery_images ?? [])]} title={c.title} />
        <div className={styles.side}>
          <h1 className={styles.title}>{c.title}</h1>
          <DrawnResult competition={c} />
          <EntryPanel competition={c} suggested={suggestedAmounts(suggestedSource)} />
          <DrawProofSection competitionId={c.id} />
        </div>
      </div>
      <div className={styles.columns}>
        <div>
          <section aria-labelledby="about-title" className={styles.block}>
            <h2 id="about-title">About this prize</h2>
            <SafeHtml html={c.description} className={styles.description} />
          </section>
          {c.enable_instant_wins && c.instant_wins.length ? <InstantWinsList prizes={c.instant_wins} /> : null}
          {c.enable_reward_wins && c.reward_wins.length ? (
            <RewardWinsList rewards={c.reward_wins} competition={c} info={settings?.reward_prize_info} />
          ) : null}
        </div>
        <aside className={styles.aside}>
          <LiveDraw competition={c} fallbackInfo={settings?.live_draw_info ?? ''} />
          <HowItWorks />
        </aside>
      </div>
      <section aria-labelledby="others-title" className={styles.block}>
        <h2 id="others-title">You might also like</h2>
        <CompetitionGrid
          items={others ?? undefined}
          isLoading={!othersFailed}
          empty={<Empty>No other competitions are live right now.</Empty>}
        />
      </section>
    </div>
  );
}

function NotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <h1>Competition not found</h1>
      <Empty onRetry={onRetry}>
        We could not find this competition. It may have been removed.{' '}
        <Link to="/competitions/all">Browse all competitions</Link>
      </Empty>
    </div>
  );
}
