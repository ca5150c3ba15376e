import { describe, expect, it } from 'vitest';
import type { TopicFormValues } from './api/save-topic';
import { errorMessages, validateTopicForm } from './topic-form-validation';

const valid: TopicFormValues = { name: 'Interações', tags: '', order: '3', is_paid: '0', content: '<p>texto</p>', supplement_id: '1', revision: '' };

describe('validateTopicForm', () => {
  it('accepts a complete topic with no tags', () => {
    expect(validateTopicForm(valid)).toEqual({});
  });

  it('reports every missing field of an empty form at once, in the form’s order', () => {
    const errors = validateTopicForm({ ...valid, name: '', order: '', is_paid: '', content: '' });
    expect(errorMessages(errors)).toEqual(['Nome não foi preenchido', 'Selecione a ordem de exibição', 'Selecione se é pago ou não']);
  });

  it('says a one-letter name is too short and a 101-letter one too long', () => {
    expect(validateTopicForm({ ...valid, name: 'a' }).name).toEqual(['Nome muito curto']);
    expect(validateTopicForm({ ...valid, name: 'a'.repeat(101) }).name).toEqual(['Nome muito longo']);
  });

  it('counts a name of spaces as not filled', () => {
    expect(validateTopicForm({ ...valid, name: '   ' }).name).toEqual(['Nome não foi preenchido']);
  });
});
