import { Button, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loginQrCalls } from '../../../shared/wechat/qrCalls';
import '../../../shared/wechat/i18n';
import { useWechatQrFlow } from '../../../shared/wechat/useWechatQrFlow';
import { WechatQrPanel } from '../../../shared/wechat/WechatQrPanel';
import { isChallenge, useSessionOpener } from '../hooks';
import { SecondFactorLoginStep } from './SecondFactorLoginStep';

/**
 * Log in by scanning a QR code with a bound WeChat: the code is polled every 2 s; a code the server
 * calls 'QR not generated or expired' is replaced after 2 s (SPEC §8); a confirmed scan stores the
 * session like a password login and opens the `redirect` target.
 */
export function WechatLoginPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('wechat');
  const { state, refresh } = useWechatQrFlow(loginQrCalls, { autoRenew: true });
  const openSession = useSessionOpener();

  const opened = useRef(false);
  useEffect(() => {
    if (state.phase !== 'confirmed' || state.login === null || opened.current) return;
    opened.current = true;
    if (!isChallenge(state.login)) void openSession(state.login);
  }, [state.phase, state.login, openSession]);

  // A bound WeChat whose account has a second factor: the code is asked for like after a password.
  if (state.phase === 'confirmed' && state.login !== null && isChallenge(state.login))
    return <SecondFactorLoginStep challenge={state.login} onBack={onBack} />;

  return (
    <section aria-labelledby="wechat-login-title">
      <h2
        id="wechat-login-title"
        style={{ margin: '0 0 4px', fontSize: 18, fontWeight: 500, textAlign: 'center' }}
      >
        {t('login.title')}
      </h2>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('login.hint')}
      </Typography.Paragraph>
      <WechatQrPanel state={state} onRefresh={refresh} />
      {state.phase === 'confirmed' && (
        <p role="status" style={{ textAlign: 'center' }}>
          {t('login.loggingIn')}
        </p>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12, textAlign: 'center' }}>
        {t('login.notBound')}
      </Typography.Paragraph>
      <Button block onClick={onBack}>
        {t('login.back')}
      </Button>
    </section>
  );
}
