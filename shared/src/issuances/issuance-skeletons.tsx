import { Skeleton } from '../ui/skeleton/skeleton';
import cardStyles from './issuance-card.module.css';
import rowStyles from './issuance-row.module.css';

/** A card-shaped placeholder with the card's own frame, so the grid does not jump on arrival. */
export function IssuanceCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true">
      <div className={cardStyles.cover} />
      <div className={cardStyles.body}>
        <div className={cardStyles.identity}>
          <Skeleton shape="rect" width={40} height={40} />
          <div className={cardStyles.titles} style={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="90%" />
          </div>
        </div>
        <Skeleton width="40%" />
        <Skeleton shape="rect" height={8} />
        <Skeleton width="60%" />
        <div className={cardStyles.footer}>
          <Skeleton width="45%" />
          <Skeleton shape="rect" width={88} height={32} />
        </div>
      </div>
    </div>
  );
}

export function IssuanceRowSkeleton() {
  return (
    <div className={rowStyles.row} aria-hidden="true">
      <div className={rowStyles.identity}>
        <Skeleton shape="rect" width={40} height={40} />
        <div className={rowStyles.titles} style={{ flex: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </div>
      </div>
      <Skeleton shape="rect" height={8} />
      <Skeleton width="80%" />
      <Skeleton width="80%" />
      <Skeleton shape="rect" width={88} height={32} />
    </div>
  );
}
