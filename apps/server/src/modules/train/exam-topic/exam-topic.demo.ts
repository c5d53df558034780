import { LABEL_TYPES, OPTION_KEYS, TOPIC_STATUS } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { code32, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { ensureLabels } from '../../common/label/label.service.js';
import { DEMO_TRADES } from './exam-topic.demo-bank.js';
import { insertTopicsWithLabels } from './exam-topic.service.js';

/**
 * The demo bank: every fact of every trade in every setting (6 trades × 10
 * facts × 10 settings = 600 questions), options in a random order, a
 * difficulty each (easy ones commonest), a third also tagged with the trade's
 * related label, one in twenty 停用. Entered by the training administrators
 * over the `days` before `end`, in working hours.
 */
export async function seedTopicDemo(
  db: DbOrTrx,
  random: DemoRandom,
  staff: ReadonlyArray<{ id: number; realName: string }>,
  moment: () => string,
  now: string,
): Promise<void> {
  const labelNames = DEMO_TRADES.flatMap((trade) => [trade.label, trade.also]);
  const labels = new Map((await ensureLabels(db, LABEL_TYPES.skill, labelNames, now)).map((label) => [label.labelName, label.labelCode]));
  const rows = DEMO_TRADES.flatMap((trade) =>
    trade.settings.flatMap((setting) =>
      trade.facts.map((fact) => {
        const options = fact.type === 3 ? ['正确', '错误'] : random.shuffle([...fact.right, ...random.shuffle(fact.wrong).slice(0, fact.type === 2 ? 2 : 3)]);
        const answers = options.flatMap((option, i) => (fact.right.includes(option) ? [OPTION_KEYS[i]] : []));
        const person = random.pick(staff);
        const time = moment();
        const labelCodes = [labels.get(trade.label) as string, ...(random.chance(0.33) ? [labels.get(trade.also) as string] : [])];
        return {
          topicCode: code32(random),
          topicType: fact.type,
          stem: `${setting}，${fact.q}`,
          options: JSON.stringify(options),
          answers: JSON.stringify(answers),
          analysis: fact.type === 3 ? `本题说法${fact.right[0]}。` : `正确答案：${fact.right.join('、')}。`,
          difficulty: weighted(random, [
            [1, 5],
            [2, 3],
            [3, 2],
          ] as const),
          status: random.chance(0.05) ? TOPIC_STATUS.disabled : TOPIC_STATUS.enabled,
          creatorId: person.id,
          creatorName: person.realName,
          updaterName: person.realName,
          createTime: time,
          updateTime: time,
          labelCodes,
        };
      }),
    ),
  );
  rows.sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : 0));
  await insertTopicsWithLabels(db, rows);
}
