import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError, errorMiddleware, GENERIC_ERROR_MESSAGE, premiumRequired } from './errors.js';
import { parseInput } from './parse.js';

function appThrowing(error: unknown) {
  const app = express();
  app.use(express.json());
  app.get('/boom', () => {
    throw error;
  });
  app.post('/parse', (req, res) => {
    res.json(parseInput(z.strictObject({ name: z.string({ error: 'Nome não foi preenchido' }) }), req.body));
  });
  app.use(errorMiddleware);
  return request(app);
}

describe('error middleware', () => {
  it('answers an AppError with its status and message', async () => {
    const response = await appThrowing(new AppError(403, 'Proibido')).get('/boom').expect(403);
    expect(response.body).toEqual({ message: 'Proibido' });
  });

  it('adds the machine-readable code of an AppError that has one', async () => {
    const response = await appThrowing(premiumRequired()).get('/boom').expect(403);
    expect(response.body).toEqual({ message: 'Conteúdo exclusivo para assinantes premium.', code: 'premium_required' });
  });

  it('answers validation failures with 422, the first message and every message by field', async () => {
    const response = await appThrowing(null).post('/parse').send({ extra: 1 }).expect(422);
    expect(response.body.message).toBe('Nome não foi preenchido');
    expect(response.body.errors.name).toEqual(['Nome não foi preenchido']);
  });

  it('hides unexpected errors behind a generic 500 and logs the detail', async () => {
    vi.stubEnv('LOG_SILENT', '0');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new Error('database password is hunter2')).get('/boom').expect(500);
    expect(response.body).toEqual({ message: GENERIC_ERROR_MESSAGE });
    expect(log.mock.calls.flat().join(' ')).toContain('hunter2');
    log.mockRestore();
    vi.unstubAllEnvs();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await appThrowing(null).post('/parse').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(response.body.message).toBe('Corpo da requisição inválido.');
  });

  it('answers an English caller in English: the message and every field message of a 422', async () => {
    const response = await appThrowing(null).post('/parse').set('Accept-Language', 'en-GB,en;q=0.9').send({ extra: 1 }).expect(422);
    expect(response.body.message).toBe('Name is required');
    expect(response.body.errors.name).toEqual(['Name is required']);
  });

  it("answers an English caller's AppError in English, keeping its code", async () => {
    const response = await appThrowing(premiumRequired()).get('/boom').set('Accept-Language', 'en').expect(403);
    expect(response.body).toEqual({ message: 'Content for premium subscribers only.', code: 'premium_required' });
  });

  it('answers a caller without Accept-Language, or in Portuguese, in Portuguese', async () => {
    const response = await appThrowing(new AppError(409, 'E-mail já cadastrado')).get('/boom').set('Accept-Language', 'pt-BR').expect(409);
    expect(response.body).toEqual({ message: 'E-mail já cadastrado' });
  });
});
