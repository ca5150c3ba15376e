import { topicSchema } from '@contract/topics';
import type { TopicFormValues } from './api/save-topic';

export type TopicField = keyof TopicFormValues;
export type TopicFormErrors = Partial<Record<TopicField, string[]>>;

const FIELDS: readonly TopicField[] = ['name', 'tags', 'order', 'is_paid', 'content', 'supplement_id'];

function isTopicField(value: unknown): value is TopicField {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/**
 * Checks the form with the shared schema (spec §5) before any request: every message of every
 * field, in the form's order, so all of them can be shown at once.
 */
export function validateTopicForm(values: TopicFormValues): TopicFormErrors {
  const result = topicSchema.safeParse(values);
  if (result.success) return {};
  const errors: TopicFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isTopicField(field)) continue;
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The messages in field order, each once (one toast each). */
export function errorMessages(errors: TopicFormErrors): string[] {
  return [...new Set(FIELDS.flatMap((field) => errors[field] ?? []))];
}

/** Field errors from a 422 answer (`errors` by field), ignoring fields the form does not show. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): TopicFormErrors {
  const result: TopicFormErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (isTopicField(field)) result[field] = messages;
  return result;
}
