import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { FieldProps } from '../field-props';
import { typedNameOf, withTypedName } from './signature-name';

const WIDTH = 600;
const HEIGHT = 180;

function context(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  const ctx = canvas?.getContext('2d') ?? null;
  if (ctx) {
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111827';
    ctx.fillStyle = '#111827';
  }
  return ctx;
}

/**
 * A signature drawn with a mouse, pen or finger (pointer events; touch-action none so a finger draws
 * instead of scrolling), kept as a PNG data URL. Typing a name draws it instead: drawing is not
 * possible for everyone (keyboard, some motor disabilities, WCAG 2.5.7); the name is kept in the PNG too,
 * so the box shows it again when the pad comes back.
 */
export function SignaturePad({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  /** Whether the pointer moved while pressed: a tap alone draws nothing and must not count as signing. */
  const drew = useRef(false);
  const typedLabelId = `${ids.input}-typed-label`;
  const value = typeof slot.value === 'string' ? slot.value : '';
  // The name typed to sign is kept in the value (signature-name.ts): the pad is remounted by a page turn,
  // a resumed draft or a prefill, and the box must not come back empty beside a signed pad.
  const [typed, setTyped] = useState(() => typedNameOf(value));

  // A signature given as a value (prefill, restored form state) is painted once when the pad appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value is painted; later ones come from this pad
  useEffect(() => {
    if (!value.startsWith('data:image/')) return;
    const image = new Image();
    image.onload = () => context(canvas.current)?.drawImage(image, 0, 0, WIDTH, HEIGHT);
    image.src = value;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / (box.width || 1)) * WIDTH,
      y: ((event.clientY - box.top) / (box.height || 1)) * HEIGHT,
    };
  };
  const keep = (name: string) => {
    if (canvas.current) store.setValue(field.id, withTypedName(canvas.current.toDataURL('image/png'), name));
  };
  const clear = () => {
    context(canvas.current)?.clearRect(0, 0, WIDTH, HEIGHT);
    setTyped('');
    store.setValue(field.id, '');
  };
  const drawTyped = (name: string) => {
    setTyped(name);
    const ctx = context(canvas.current);
    if (!ctx) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    if (!name.trim()) {
      store.setValue(field.id, '');
      return;
    }
    ctx.font = "italic 48px 'Brush Script MT', 'Segoe Script', cursive";
    ctx.textBaseline = 'middle';
    ctx.fillText(name, 24, HEIGHT / 2, WIDTH - 48);
    keep(name);
  };

  return (
    <div className="fw-signature">
      <canvas
        ref={canvas}
        className="fw-signature__pad"
        part="signature-pad"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${field.label || 'Signature'}: drawing area${value ? ', signed' : ', empty'}`}
        aria-describedby={describedBy}
        data-signed={value ? 'true' : 'false'}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          drew.current = false;
          const ctx = context(canvas.current);
          const { x, y } = point(event);
          ctx?.beginPath();
          ctx?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = context(canvas.current);
          const { x, y } = point(event);
          ctx?.lineTo(x, y);
          ctx?.stroke();
          drew.current = true;
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          // Without a stroke the canvas is unchanged: keeping it would store an empty image as a signature.
          if (drew.current) keep(typed);
          store.blur(field.id);
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <div className="fw-input-row">
        <label className="fw-signature__typed-label" htmlFor={ids.input} id={typedLabelId}>
          Or type your name to sign
        </label>
        {/* Named by the field's label as well: 'Or type your name to sign' alone does not say for what. */}
        <input
          id={ids.input}
          className="fw-input"
          part="input"
          type="text"
          autoComplete="name"
          value={typed}
          disabled={disabled}
          required={slot.required}
          aria-labelledby={`${ids.label} ${typedLabelId}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => drawTyped(event.currentTarget.value)}
          onBlur={() => store.blur(field.id)}
        />
        <button
          type="button"
          className="fw-button fw-button--secondary fw-button--small"
          part="button button-secondary"
          disabled={disabled || !value}
          onClick={clear}
        >
          Clear signature
        </button>
      </div>
    </div>
  );
}
