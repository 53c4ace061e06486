import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { loadDomainTexts } from '../../i18n/setup';
import { asksForSupport, CONTACT_SUPPORT_PARAM } from './contact-support-link';

const ContactSupportDialog = lazy(() =>
  Promise.all([import('./components/contact-support-dialog'), loadDomainTexts('support')]).then(
    ([dialog]) => dialog,
  ),
);

/** Opens the rancher's support conversation when the address asks for it; loads nothing until then. */
export function ContactSupportHost() {
  const [params, setParams] = useSearchParams();
  if (!asksForSupport(params)) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONTACT_SUPPORT_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <ContactSupportDialog onClose={close} />
    </Suspense>
  );
}
