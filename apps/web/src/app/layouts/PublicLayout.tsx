import { Outlet } from 'react-router';
import { MAIN_LANDMARK } from '../../shared/ui/mainLandmark';
import { TimeZoneNote } from '../../shared/ui/TimeZoneNote';
import styles from './PublicLayout.module.css';

/** The main landmark of public pages (store, createInstance, 404). */
export function PublicLayout() {
  return (
    <main {...MAIN_LANDMARK} className={styles.main}>
      <Outlet />
      <TimeZoneNote />
    </main>
  );
}
