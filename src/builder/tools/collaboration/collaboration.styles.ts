/** The Collaboration panel's own rules, on the builder's --fw-* tokens (rendered in the panel). */
export const collaborationStyles = `
.fw-collab__active { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.fw-collab__person { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.125rem 0.625rem; border: 1px solid var(--fw-color-border); border-radius: 999px; }
.fw-collab__dot { width: 0.5rem; height: 0.5rem; border-radius: 50%; background: var(--fw-color-success); }
.fw-collab__form { display: flex; flex-direction: column; gap: 0.5rem; }
.fw-collab__roles { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0; padding: 0; border: 0; }
.fw-collab__roles legend { padding: 0; margin-bottom: 0.25rem; font-weight: 600; }
.fw-collab__role { display: flex; align-items: flex-start; gap: 0.375rem; }
.fw-comments__scroll { max-height: 24rem; overflow-y: auto; padding-right: 0.25rem; }
/* Two classes: the tool list's item rule (align-items: center) is in the adopted sheet, which wins a tie. */
.fw-tool-list__item.fw-comment { display: flex; flex-direction: column; gap: 0.25rem; align-items: stretch; }
.fw-comment__head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
.fw-comment__text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.fw-comment__actions { display: flex; gap: 0.5rem; }
`;
