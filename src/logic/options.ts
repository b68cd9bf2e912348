import { ANSWER_KEY_MESSAGES, type Option } from '../model';

/**
 * The option value derived from its label (authoring §2 option editor): lower-cased, every character
 * other than a-z and 0-9 replaced by '_', runs of '_' collapsed, '_' trimmed at both ends.
 * The result holds only [a-z0-9_], so deriving again changes nothing; it may be empty ('!!!').
 */
export function deriveOptionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A new option gets label 'Option N' and value 'optionN', N being the new count (authoring §3). */
export function nextOptionDefaults(options: readonly Option[]): Option {
  const count = options.length + 1;
  return { label: `Option ${count}`, value: `option${count}` };
}

/** Adding an option needs a non-empty label and value (authoring §2, shell §5). */
export function canAddOption(label: string, value: string): boolean {
  return label.trim() !== '' && value.trim() !== '';
}

/** The list with the option appended (trimmed), or the same list when it cannot be added. */
export function addOption(options: readonly Option[], option: Option): readonly Option[] {
  if (!canAddOption(option.label, option.value)) return options;
  return [...options, { label: option.label.trim(), value: option.value.trim() }];
}

export function updateOptionAt(
  options: readonly Option[],
  index: number,
  patch: Partial<Option>,
): readonly Option[] {
  if (!Number.isInteger(index) || index < 0 || index >= options.length) return options;
  return options.map((option, i) => (i === index ? { ...option, ...patch } : option));
}

export function removeOptionAt(options: readonly Option[], index: number): readonly Option[] {
  if (!Number.isInteger(index) || index < 0 || index >= options.length) return options;
  return options.filter((_, i) => i !== index);
}

export const optionValueTakenMessage = ANSWER_KEY_MESSAGES.optionValueTaken;

/**
 * Why `value` cannot be the value of the option at `index` (-1 for a new one), or undefined when it can.
 * Answers store the value, so two options with one value cannot be told apart: the renderer shows and
 * stores the first. Values are compared trimmed, as they are stored when added.
 */
export function optionValueProblem(
  options: readonly Option[],
  index: number,
  value: string,
): string | undefined {
  const wanted = value.trim();
  if (wanted === '') return undefined;
  const taken = options.some((option, i) => i !== index && option.value.trim() === wanted);
  return taken ? optionValueTakenMessage(value) : undefined;
}
