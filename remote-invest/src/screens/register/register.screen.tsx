import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostScreen, usePlatform } from 'host/platform';
import { investPaths } from '../../paths';
import { usePublicIssuance } from '../landing/landing.api';

/**
 * /invest/{slug}/register: the host's own registration (fields, code, resend), the host's copy, with
 * this project's name. Once the e-mailed code signs the new investor in, the host's guard takes
 * them to where they were going in this project (the interest to confirm, or the invest step).
 */
export default function RegisterScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const platform = usePlatform();
  const HostRegisterForm = useHostScreen('register');
  const issuance = usePublicIssuance(slug);
  // Logging in instead comes back to this project too, unless a page of it is already remembered.
  const rememberProject = () => {
    if (!platform.session.getSnapshot().auth.redirect) platform.session.setRedirect(investPaths.step(slug, 'invest'));
  };
  return (
    <HostRegisterForm
      description={issuance.data ? t('register.description', { project: issuance.data.title }) : undefined}
      onLogin={rememberProject}
    />
  );
}
