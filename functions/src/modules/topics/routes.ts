import type { Request, Response } from 'express';
import { requireCaller } from '../../auth/guards.js';
import { callerOf, isPremium } from '../../http/caller.js';
import { topicReferencesSchema } from '../../contract/evidence.js';
import { topicSchema, topicUpdateSchema } from '../../contract/topics.js';
import { topicEnglishSchema } from '../../contract/translation.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam, slugParam } from '../../http/route-doc.js';
import { actorOf } from '../history/port.js';
import { SUPPLEMENT_NOT_FOUND } from '../supplements/service.js';
import { catalogueLocale, pathId, pathSlug } from '../../http/request.js';
import { createTopicEnglishService, type TopicEnglishService } from './english.js';
import { createTopicsService, TOPIC_NOT_FOUND, type TopicReader, type TopicsService } from './service.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { categoryReader } from '../categories/port.js';
import { supplementReader } from '../supplements/port.js';
import { createTopicsRepository } from './repository.js';

/** Premium users and admins read paid content; anonymous and free callers do not. */
const readerOf = (req: Request, res: Response): TopicReader => ({ locale: catalogueLocale(req, res), canReadPaid: isPremium(callerOf(res)) });

const PREMIUM_GATE = "Premium required (`code: 'premium_required'`): paid content for a caller who is neither premium nor admin";

export function topicsRoutes(service: TopicsService, english: TopicEnglishService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/supplement-topics/supplement/slug/:slug',
      access: 'public',
      params: { slug: slugParam('supplement') },
      doc: {
        summary: "A supplement's topics, by order",
        description: 'Public; a bearer token is read when sent. A paid topic of a free supplement is listed with `content: null, locked: true` for callers without premium.',
        tags: ['Topics'],
        returns: 'The supplement header, its graded indications and its topics',
        errors: { 403: `${PREMIUM_GATE} (the supplement is paid)` },
      },
      handler: async ({ req, res }) => service.listBySupplementSlug(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), readerOf(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/supplement-topics/supplement/slug/:slug/teaser',
      access: 'public',
      params: { slug: slugParam('supplement') },
      doc: {
        summary: "A supplement's teaser: what its locked page shows to readers without premium",
        description: 'Public. The name, the category, the topic names and the first paragraph of the first topic (plain text, at most 400 characters); nothing else of the topics.',
        tags: ['Topics'],
        returns: 'The teaser',
      },
      handler: async ({ req, res }) => service.teaserBySupplementSlug(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), catalogueLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/supplement-topics/slug/:slug',
      access: 'public',
      params: { slug: slugParam('topic') },
      doc: {
        summary: 'A topic with its supplement',
        description: 'Public; a bearer token is read when sent.',
        tags: ['Topics'],
        returns: 'The topic and its supplement header',
        errors: { 403: `${PREMIUM_GATE} (the topic or its supplement is paid)` },
      },
      handler: async ({ req, res }) => service.getBySlug(pathSlug(req.params.slug, TOPIC_NOT_FOUND), readerOf(req, res)),
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-topics',
      access: 'admin',
      body: { schema: topicSchema, media: ['multipart', 'json', 'form'] },
      doc: { summary: 'Create a topic (HTML content is sanitised before it is stored)', tags: ['Topics'], returns: 'The created topic' },
      handler: async ({ res, body }) => service.create(body(), actorOf(requireCaller(res))),
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-topics/:id',
      access: 'admin',
      params: { id: idParam('topic') },
      body: { schema: topicUpdateSchema, media: ['multipart', 'json', 'form'] },
      doc: { summary: 'Update a topic (a different `supplement_id` moves it)', tags: ['Topics'], returns: 'The updated topic', errors: { 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, TOPIC_NOT_FOUND);
        return service.update(id, body(), actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-topics/:id/references',
      access: 'admin',
      params: { id: idParam('topic') },
      body: { schema: topicReferencesSchema, media: ['json'] },
      doc: { summary: "Replace a topic's structured references (DOI and PMID formats are checked)", tags: ['Topics'], returns: 'The updated topic' },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, TOPIC_NOT_FOUND);
        return service.setReferences(id, body(), actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-topics/:id/review',
      access: 'admin',
      params: { id: idParam('topic') },
      doc: { summary: "Mark a topic reviewed now by the calling admin ('Revisado em {date} por {name}')", tags: ['Topics'], returns: 'The updated topic' },
      handler: async ({ req, res }) => service.markReviewed(pathId(req.params.id, TOPIC_NOT_FOUND), actorOf(requireCaller(res))),
    }),
    defineRoute({
      method: 'get',
      path: '/supplement-topics/:id/english',
      access: 'admin',
      params: { id: idParam('topic') },
      doc: { summary: "A topic's English name and content, and where each came from", tags: ['Translation'], returns: "The topic's English" },
      handler: async ({ req }) => english.get(pathId(req.params.id, TOPIC_NOT_FOUND)),
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-topics/:id/english',
      access: 'admin',
      params: { id: idParam('topic') },
      body: { schema: topicEnglishSchema, media: ['json', 'multipart', 'form'] },
      doc: {
        summary: "Save a topic's English as written by a person (kept by later translation jobs; empty hands a field back to the job)",
        tags: ['Translation'],
        returns: "The topic's English",
      },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, TOPIC_NOT_FOUND);
        return english.save(id, body(), actorOf(requireCaller(res)));
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/supplement-topics/:id',
      access: 'admin',
      params: { id: idParam('topic') },
      doc: { summary: 'Delete a topic', tags: ['Topics'], returns: 'Deleted' },
      handler: async ({ req, res }) => service.remove(pathId(req.params.id, TOPIC_NOT_FOUND), actorOf(requireCaller(res))),
    }),
  ];
}

/** Wires the topics module on the app's dependencies. */
export function topicsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, jobs, now } = deps;
  const service = createTopicsService({ store, jobs, topics: createTopicsRepository(store), supplements: supplementReader(store), categories: categoryReader(store), now });
  return topicsRoutes(service, createTopicEnglishService({ store, jobs, now }));
}
