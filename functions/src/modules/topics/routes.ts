import type { Request, Response } from 'express';
import { requireCaller } from '../../auth/guards.js';
import { callerOf, isPremium } from '../../http/caller.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { topicReferencesSchema } from '../../contract/evidence.js';
import type { SupplementTeaser, SupplementTopicsAnswer, TopicAnswer, TopicCreatedAnswer, TopicReferencesAnswer, TopicReviewedAnswer, TopicUpdatedAnswer } from '../../contract/topics-answers.js';
import { topicSchema } from '../../contract/topics.js';
import type { TopicEnglishAnswer, TopicEnglishSaveAnswer } from '../../contract/translation-answers.js';
import { topicEnglishSchema } from '../../contract/translation.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
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

export function topicsRoutes(service: TopicsService, english: TopicEnglishService): RouteDef[] {
  return [
    route('get', '/supplement-topics/supplement/slug/:slug', 'public', async (req, res) => {
      res.json(await service.listBySupplementSlug(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), readerOf(req, res)) satisfies SupplementTopicsAnswer);
    }),
    route('get', '/supplement-topics/supplement/slug/:slug/teaser', 'public', async (req, res) => {
      res.json(await service.teaserBySupplementSlug(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), catalogueLocale(req, res)) satisfies SupplementTeaser);
    }),
    route('get', '/supplement-topics/slug/:slug', 'public', async (req, res) => {
      res.json(await service.getBySlug(pathSlug(req.params.slug, TOPIC_NOT_FOUND), readerOf(req, res)) satisfies TopicAnswer);
    }),
    route('post', '/supplement-topics', 'admin', async (req, res) => {
      res.json(await service.create(parseInput(topicSchema, req.body), actorOf(requireCaller(res))) satisfies TopicCreatedAnswer);
    }),
    route('post', '/supplement-topics/:id', 'admin', async (req, res) => {
      const id = pathId(req.params.id, TOPIC_NOT_FOUND);
      res.json(await service.update(id, parseInput(topicSchema, req.body), actorOf(requireCaller(res))) satisfies TopicUpdatedAnswer);
    }),
    route('post', '/supplement-topics/:id/references', 'admin', async (req, res) => {
      const id = pathId(req.params.id, TOPIC_NOT_FOUND);
      res.json(await service.setReferences(id, parseInput(topicReferencesSchema, req.body), actorOf(requireCaller(res))) satisfies TopicReferencesAnswer);
    }),
    route('post', '/supplement-topics/:id/review', 'admin', async (req, res) => {
      res.json(await service.markReviewed(pathId(req.params.id, TOPIC_NOT_FOUND), actorOf(requireCaller(res))) satisfies TopicReviewedAnswer);
    }),
    route('get', '/supplement-topics/:id/english', 'admin', async (req, res) => {
      res.json(await english.get(pathId(req.params.id, TOPIC_NOT_FOUND)) satisfies TopicEnglishAnswer);
    }),
    route('post', '/supplement-topics/:id/english', 'admin', async (req, res) => {
      const id = pathId(req.params.id, TOPIC_NOT_FOUND);
      res.json(await english.save(id, parseInput(topicEnglishSchema, req.body), actorOf(requireCaller(res))) satisfies TopicEnglishSaveAnswer);
    }),
    route('delete', '/supplement-topics/:id', 'admin', async (req, res) => {
      res.json(await service.remove(pathId(req.params.id, TOPIC_NOT_FOUND), actorOf(requireCaller(res))) satisfies MessageAnswer);
    }),
  ];
}

/** Wires the topics module on the app's dependencies. */
export function topicsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const { store, jobs, now } = deps;
  const service = createTopicsService({ store, jobs, topics: createTopicsRepository(store), supplements: supplementReader(store), categories: categoryReader(store), now });
  return topicsRoutes(service, createTopicEnglishService({ store, jobs, now }));
}
