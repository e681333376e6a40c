import { Steps } from 'antd';
import styles from './Verification.module.css';

/** Where a multi-step verification stands: the step titles, the current one highlighted. */
export function FlowSteps({ titles, current }: { titles: string[]; current: number }) {
  return <Steps className={styles.steps} current={current} items={titles.map((title) => ({ title }))} />;
}
