import { Outlet } from 'react-router';
import { TimeZoneNote } from '../../shared/ui/TimeZoneNote';
import styles from './PublicLayout.module.css';

/** The main landmark of public pages (store, createInstance, 404). */
export function PublicLayout() {
  return (
    <main className={styles.main}>
      <Outlet />
      <TimeZoneNote />
    </main>
  );
}
