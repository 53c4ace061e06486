import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loadDomainTexts } from '../../i18n/setup';
import { asksForSupport, CONTACT_SUPPORT_PARAM } from './contact-support-link';

const ContactSupportDialog = lazy(() =>
  Promise.all([import('./components/contact-support-dialog'), loadDomainTexts('support')]).then(
    ([dialog]) => dialog,
  ),
);

/**
 * Opens the rancher's support conversation when the address asks for it, and keeps it open until he
 * closes it (a page may rewrite its own query meanwhile, as the dashboard does); loads nothing until then.
 */
export function ContactSupportHost() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const asked = asksForSupport(params);
  // The navigation that opened it, and the one it was closed on (which must not open it again).
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [closedOn, setClosedOn] = useState<string | null>(null);
  if (asked && openedOn === null && closedOn !== key) setOpenedOn(key);
  if (openedOn === null) return null;
  const close = () => {
    setOpenedOn(null);
    setClosedOn(key);
    if (!asked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONTACT_SUPPORT_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Suspense fallback={null}>
      <ContactSupportDialog onClose={close} />
    </Suspense>
  );
}
