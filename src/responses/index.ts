// The responses view (issue #8): a form's submissions with search, pages, detail, delete and export, and
// its analytics summary. A UI folder like src/builder: it imports model, logic, api, store and ui only, so
// the builder's Tools and the dashboard can both mount it.
export { type AnswerDisplay, type AnswerRow, answerRows, answerSummary, displayOf } from './answers';
export { DELIVERY_TEXTS, deliveryRangeText, STATUS_TEXTS } from './delivery-texts';
export type { HeadingLevel } from './heading';
export { PAGE_SIZES, SEARCH_DELAY_MS } from './list-controls';
export { responsesStyles } from './responses.styles';
export { type ResponsesNoticeType, ResponsesView, type ResponsesViewProps } from './responses-view';
export { formatSubmittedAt, noMatchText, RESPONSES_TEXTS, rangeText } from './texts';
