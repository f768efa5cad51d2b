import type { Ref } from 'react';
import type { LoadingBarView } from '@/lib/navigation/loading-bar';
import styles from './loading-bar.module.css';

/** The bar itself: decorative (Next announces route changes to screen readers). */
export function LoadingBarElement({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.bar} data-loading-bar="" data-state="idle" aria-hidden="true">
      <div className={styles.fill} />
    </div>
  );
}

/** Draws the controller's state on the element by attributes and one transform. */
export function loadingBarView(element: HTMLElement): LoadingBarView {
  const fill = element.firstElementChild as HTMLElement | null;
  return {
    render(progress, state) {
      element.dataset.state = state;
      delete element.dataset.hiding;
      if (fill) fill.style.transform = `scaleX(${progress})`;
    },
    hide() {
      element.dataset.hiding = '';
    },
    reset() {
      element.dataset.state = 'idle';
      delete element.dataset.hiding;
      if (fill) fill.style.transform = 'scaleX(0)';
    },
  };
}
