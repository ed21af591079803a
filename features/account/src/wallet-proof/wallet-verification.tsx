import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Copy, Wallet } from 'lucide-react';
import { readApiError, useNotify } from 'host/platform';
import { ACCOUNT_ERROR_KEYS, formatDate, formatDateTime, localeOf, type Account, type WalletChallenge } from 'shared';
import { Badge, Button, Input, Textarea } from 'shared/ui';
import { browserWallet, isUserRejection, personalSign, walletAccount } from './eip1193';
import { useWalletProof } from './wallet-proof.api';
import styles from './wallet-verification.module.css';
import pageStyles from '../account-page/account-page.module.css';

/** Each refusal's message, written out whole so the message checks see each one used. */
const ERROR_TEXT = {
  [ACCOUNT_ERROR_KEYS.walletMessageInvalid]: 'wallet_proof.errors.wallet_message_invalid',
  [ACCOUNT_ERROR_KEYS.walletMessageAddressMismatch]: 'wallet_proof.errors.wallet_message_address_mismatch',
  [ACCOUNT_ERROR_KEYS.walletMessageDomainMismatch]: 'wallet_proof.errors.wallet_message_domain_mismatch',
  [ACCOUNT_ERROR_KEYS.walletChallengeUnknown]: 'wallet_proof.errors.wallet_challenge_unknown',
  [ACCOUNT_ERROR_KEYS.walletChallengeExpired]: 'wallet_proof.errors.wallet_challenge_expired',
  [ACCOUNT_ERROR_KEYS.walletChallengeUsed]: 'wallet_proof.errors.wallet_challenge_used',
  [ACCOUNT_ERROR_KEYS.walletSignatureInvalid]: 'wallet_proof.errors.wallet_signature_invalid',
  [ACCOUNT_ERROR_KEYS.walletAddressTaken]: 'wallet_proof.errors.wallet_address_taken',
} as const;

type ErrorText = (typeof ERROR_TEXT)[keyof typeof ERROR_TEXT] | 'wallet_proof.errors.rejected' | 'wallet_proof.errors.failed' | 'wallet_proof.errors.address_format' | 'wallet_proof.errors.signature_format';

/** What to tell the user about a failed step: the wallet's refusal, the API's key, or a field it found malformed. */
function errorTextOf(error: unknown): ErrorText {
  if (isUserRejection(error)) return 'wallet_proof.errors.rejected';
  const answer = readApiError(error);
  if (answer.fieldErrors?.signature) return 'wallet_proof.errors.signature_format';
  if (answer.fieldErrors?.address) return 'wallet_proof.errors.address_format';
  return (answer.key && ERROR_TEXT[answer.key as keyof typeof ERROR_TEXT]) || 'wallet_proof.errors.failed';
}

/**
 * The wallet's verification under its address: verified on a date, or not, and "Verify with my
 * wallet". With a browser wallet (EIP-1193) it asks for the account and a personal_sign of the
 * API's Sign-In with Ethereum message; without one (or by choice: a hardware or mobile wallet)
 * it shows the message to copy and takes the pasted signature.
 */
export function WalletVerification({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.language);
  const notify = useNotify();
  const { challenge, verify } = useWalletProof();
  const [signing, setSigning] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [error, setError] = useState<ErrorText | null>(null);
  const [done, setDone] = useState(false);
  const wallet = account.wallet;
  const provider = browserWallet();

  const succeeded = () => {
    setDone(true);
    setPasting(false);
    notify.success('account:wallet_proof.success');
  };

  async function signInBrowser() {
    if (!provider) return;
    setError(null);
    setDone(false);
    setSigning(true);
    try {
      const address = await walletAccount(provider);
      const { message } = await challenge.mutateAsync({ address, language: locale });
      const signature = await personalSign(provider, message, address);
      await verify.mutateAsync({ address, message, signature });
      succeeded();
    } catch (failure) {
      setError(errorTextOf(failure));
    } finally {
      setSigning(false);
    }
  }

  function start() {
    if (provider) void signInBrowser();
    else {
      setError(null);
      setDone(false);
      setPasting(true);
    }
  }

  return (
    <div className={pageStyles.stack}>
      <div className={styles.status}>
        {wallet?.wallet_address ? (
          <>
            <span className={styles.address}>{wallet.wallet_address}</span>
            {wallet.verified_at ? (
              <Badge tone="success" label={t('wallet_proof.verified_on', { date: formatDate(wallet.verified_at, locale) })} />
            ) : (
              <Badge tone="warning" label={t('wallet_proof.not_verified')} />
            )}
          </>
        ) : (
          <span className={pageStyles.muted}>{t('wallet_proof.none')}</span>
        )}
      </div>
      {!wallet?.verified_at && <p className={pageStyles.muted}>{t('wallet_proof.explain')}</p>}
      <div className={pageStyles.row}>
        <Button variant={wallet?.verified_at ? 'secondary' : 'primary'} icon={<Wallet size={16} aria-hidden="true" />} loading={signing} onClick={start} disabled={pasting}>
          {signing ? t('wallet_proof.waiting') : t('wallet_proof.verify')}
        </Button>
        {provider && !pasting && (
          <Button variant="ghost" onClick={() => setPasting(true)} disabled={signing}>
            {t('wallet_proof.other_wallet')}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {done && (
          <p className={styles.success}>
            <BadgeCheck size={16} aria-hidden="true" />
            {t('wallet_proof.success')}
          </p>
        )}
        {error && !pasting && (
          <p className={pageStyles.error} role="alert">
            {t(error)}
          </p>
        )}
      </div>
      {pasting && <PasteSignature initialAddress={wallet?.wallet_address ?? ''} browserPresent={provider !== undefined} onDone={succeeded} onCancel={() => setPasting(false)} />}
    </div>
  );
}

type PasteProps = { initialAddress: string; browserPresent: boolean; onDone: () => void; onCancel: () => void };

/** A hardware or mobile wallet: the message to copy and sign there, and the field its signature is pasted in. */
function PasteSignature({ initialAddress, browserPresent, onDone, onCancel }: PasteProps) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.language);
  const titleId = useId();
  const { challenge, verify } = useWalletProof();
  const [address, setAddress] = useState(initialAddress);
  const [issued, setIssued] = useState<WalletChallenge & { address: string }>();
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const [copied, setCopied] = useState(false);
  const signatureRef = useRef<HTMLTextAreaElement>(null);

  async function ask(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await challenge.mutateAsync({ address: address.trim(), language: locale });
      setIssued({ ...answer, address: address.trim() });
      setSignature('');
    } catch (failure) {
      setError(errorTextOf(failure));
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!issued) return;
    setError(null);
    try {
      await verify.mutateAsync({ address: issued.address, message: issued.message, signature: signature.trim() });
      onDone();
    } catch (failure) {
      setError(errorTextOf(failure));
      signatureRef.current?.focus();
    }
  }

  async function copy() {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.message);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  const errorText = error ? t(error) : undefined;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('wallet_proof.paste_title')}
      </h3>
      <p className={pageStyles.muted}>{browserPresent ? t('wallet_proof.paste_intro') : t('wallet_proof.no_browser_wallet')}</p>
      {!issued ? (
        <form className={pageStyles.stack} onSubmit={(event) => void ask(event)} noValidate>
          <Input label={t('wallet_proof.address')} value={address} onChange={(event) => setAddress(event.target.value)} autoComplete="off" spellCheck={false} required error={errorText} />
          <div className={pageStyles.row}>
            <Button type="submit" loading={challenge.isPending}>
              {t('wallet_proof.get_message')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('wallet_proof.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <form className={pageStyles.stack} onSubmit={(event) => void send(event)} noValidate>
          <Textarea
            className={styles.message}
            label={t('wallet_proof.message')}
            hint={t('wallet_proof.message_hint', { time: formatDateTime(issued.expires_at, locale) })}
            value={issued.message}
            readOnly
            rows={10}
          />
          <div className={pageStyles.row}>
            <Button variant="secondary" icon={<Copy size={16} aria-hidden="true" />} onClick={() => void copy()}>
              {t('wallet_proof.copy')}
            </Button>
            <span role="status" className={pageStyles.muted}>
              {copied ? t('wallet_proof.copied') : ''}
            </span>
          </div>
          <Textarea
            ref={signatureRef}
            label={t('wallet_proof.signature')}
            hint={t('wallet_proof.signature_hint')}
            value={signature}
            onChange={(event) => setSignature(event.target.value)}
            rows={3}
            spellCheck={false}
            required
            error={errorText}
          />
          <div className={pageStyles.row}>
            <Button type="submit" loading={verify.isPending} disabled={signature.trim() === ''}>
              {t('wallet_proof.submit')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('wallet_proof.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
