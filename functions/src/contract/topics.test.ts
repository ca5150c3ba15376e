import { describe, expect, it } from 'vitest';
import { MAX_TOPIC_CONTENT_BYTES, TOPIC_CONTENT_TOO_LONG, topicSchema } from './topics.js';

const topic = (content: string) => ({ name: 'Formas Químicas', order: '1', is_paid: '0', supplement_id: '1', content });

describe('topic content size', () => {
  it('counts UTF-8 bytes, so accented text reaches the cap sooner than its character count', () => {
    const accented = `<p>${'ção'.repeat(Math.ceil(MAX_TOPIC_CONTENT_BYTES / 5))}</p>`;
    expect(accented.length).toBeLessThan(MAX_TOPIC_CONTENT_BYTES);
    const result = topicSchema.safeParse(topic(accented));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(TOPIC_CONTENT_TOO_LONG);
  });

  it('accepts content up to the cap', () => {
    const ascii = `<p>${'a'.repeat(MAX_TOPIC_CONTENT_BYTES - 7)}</p>`;
    expect(topicSchema.safeParse(topic(ascii)).success).toBe(true);
  });
});
