/** The screens of emergency alerts (spec 03 §2): their pushes wake a sleeping phone and stay on screen. */
const URGENT_SCREENS = '/alerts/';

/** Whether a push opens an emergency alert: sent with Urgency high (RFC 8030 §5.3), shown until tapped. */
export const isUrgentPush = (payload: { url?: string }) => payload.url?.startsWith(URGENT_SCREENS) === true;
