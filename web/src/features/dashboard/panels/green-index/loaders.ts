import { loadDomainTexts } from '../../../../i18n/setup';

/** The green-index panels load with their texts: they show once both are in, never with bare keys. */
const withTexts = <Module>(load: () => Promise<Module>) =>
  Promise.all([load(), loadDomainTexts('green-index')]).then(([module]) => module);

export const loadGreenIndexTab = () => withTexts(() => import('./green-index-tab'));
export const loadNdviHistoryPanel = () => withTexts(() => import('./ndvi-history-panel'));
