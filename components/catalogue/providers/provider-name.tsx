import type { Partner } from '@/lib/partners';
import styles from './providers.module.css';

/** A provider's name in a table row, with the simulated label for a sandbox provider. */
export function ProviderName({ partner, simulated }: { partner: Partner; simulated: string }) {
  return (
    <th scope="row" className={styles.name}>
      {partner.name}
      {partner.sandbox && <span className={styles.badge}>{simulated}</span>}
    </th>
  );
}
