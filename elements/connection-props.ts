import { stringAttr } from './props';

/** Where an element talks to and as whom; shared by every tag. */
export const connectionProps = {
  tenant: stringAttr('tenant'),
  serviceUrl: stringAttr('service-url'),
  /** Also readable from the attribute, but a property set is never written back into outerHTML. */
  token: stringAttr('token', { reflect: false }),
};
