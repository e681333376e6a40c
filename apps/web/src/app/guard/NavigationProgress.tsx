import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

const FINISH_MS = 300;

/** SPEC §2: a thin bar at the top of the window while a navigation loads its page and data. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (busy) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase((current) => (current === 'done' ? 'idle' : current)), FINISH_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.navigating')}
      aria-busy={busy}
      className={`${styles.bar} ${phase === 'done' ? styles.done : styles.running}`}
    />
  );
}
