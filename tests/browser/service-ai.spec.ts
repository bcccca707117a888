/**
 * 客服管理 and AI助手 in Chromium (issue 17): the assistant streams an answer from a seeded FAQ entry
 * and its citation opens that entry; an unknown question gets the honest "not found"; a streaming
 * answer can be stopped; a conversation is deleted after confirming. On the desk, a conversation is
 * taken from the queue and resolved.
 */
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from './fixtures';

const FAQ_QUESTION = '交换件的核心件需要多久内返还？';

/** The open record drawer of the tab shown (each tab's drawer lives in its own frame). */
const drawer = (page: Page) => page.locator('.portal-tab-frame:not([hidden]) .ant-drawer-open');
const frame = (page: Page) => page.locator('.portal-tab-frame:not([hidden])');

async function ask(page: Page, question: string) {
  const box = frame(page).getByPlaceholder('输入问题，Enter 发送，Shift+Enter 换行');
  await box.fill(question);
  await box.press('Enter');
}
/** The answer bubbles of the open conversation, newest last. */
const answers = (page: Page) => frame(page).locator('.ant-bubble-start');

test('the assistant: the honest not-found, a stopped answer, a cited FAQ answer whose source opens, a conversation deleted', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager', '/aiService');
  await expect(frame(page).getByText('您好，我是售后服务 AI 助手')).toBeVisible({ timeout: 60_000 });

  // --- an unknown question: no invention, a plain "not found"
  await ask(page, '今天食堂的午饭是什么菜？');
  await expect(answers(page).last()).toContainText('没有找到与这个问题相关的内容', { timeout: 30_000 });
  await expect(answers(page).last()).toContainText('未找到相关资料');
  await expect(answers(page).last().locator('.ai-sources')).toHaveCount(0);
  // kept on the server: the conversation is listed
  await expect(frame(page).locator('.ant-conversations-item', { hasText: '今天食堂的午饭是什么菜？' })).toBeVisible();

  // --- stop a streaming answer once it has begun
  await ask(page, '修理后的部件随附什么适航证书？');
  await expect(answers(page).last()).toContainText('根据', { timeout: 30_000 });
  // pressed at once: the answer streams for about two seconds, and a click that waits for the growing
  // chat to hold still would land after its end on a slow machine
  await frame(page)
    .getByRole('button', { name: /停止生成/ })
    .dispatchEvent('click');
  await expect(answers(page).last()).toContainText('已停止生成');
  // the question in its own bubble on the right
  await expect(frame(page).locator('.ant-bubble-end').last()).toContainText('修理后的部件随附什么适航证书？');
  // what was written stops where it was stopped (the source card under it may quote the FAQ in full)
  const stopped = await answers(page).last().locator('.ai-answer').innerText();
  expect(stopped).not.toContain('8130-3 或 EASA Form 1');

  // --- a question a seeded FAQ entry answers: streamed, cited, the citation opens the entry
  await frame(page)
    .getByRole('button', { name: /新对话/ })
    .click();
  await ask(page, FAQ_QUESTION);
  const answer = answers(page).last();
  // the answer streams into its bubble on the left with a caret after the last token
  await expect(answer).toContainText('根据', { timeout: 30_000 });
  await expect(answer.locator('.ai-caret')).toBeVisible();
  await expect(answer).toContainText('30 天内返还', { timeout: 30_000 });
  // the sources as cards under the answer: number, kind, the record's code and title (a link), the excerpt
  await expect(answer.locator('.ai-caret')).toHaveCount(0);
  const card = answer.locator('.ai-sources .ai-source').first();
  await expect(card).toContainText('[1]');
  await expect(card).toContainText('FAQ');
  await expect(card.locator('.ai-source-excerpt')).toBeVisible();
  const citation = card.locator('a').first();
  await expect(citation).toContainText('FAQ-');
  await expect(citation).toContainText(FAQ_QUESTION);
  await page.screenshot({ path: 'test-results/ai-answer.png' });

  // --- delete a conversation, after confirming
  const item = frame(page).locator('.ant-conversations-item', { hasText: '今天食堂的午饭是什么菜？' });
  await item.getByRole('button', { name: '删除对话「今天食堂的午饭是什么菜？」' }).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(item).toHaveCount(0);

  await citation.click();
  await expect(page).toHaveURL(/\/customerService\?tab=faq&id=faq-\d+/);
  await expect(drawer(page)).toContainText(FAQ_QUESTION, { timeout: 30_000 });
  await expect(drawer(page)).toContainText('30 天内返还');
  await page.screenshot({ path: 'test-results/ai-citation-faq.png' });
  await page.context().close();
});

test('the desk: a conversation taken from the queue, then resolved', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager', '/customerService');
  const feed = frame(page).getByTestId('cs-feed');
  const first = feed.locator('.ant-list-item').first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  await expect(first).toContainText('待分配');
  const code = (await first.locator('.portal-action-link-strong').innerText()).trim();
  await page.screenshot({ path: 'test-results/cs-queue.png' });

  // take it: it leaves the queue and is mine
  await first.getByRole('button', { name: /接\s*入/ }).click();
  await page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(feed.locator('.ant-list-item', { hasText: code })).toHaveCount(0);
  await frame(page).getByText('指派给我的').click();
  const mine = feed.locator('.ant-list-item', { hasText: code });
  await expect(mine).toContainText('客服：李敏');

  // resolve it in its drawer
  await mine.getByRole('button', { name: code }).click();
  await expect(page).toHaveURL(/\/customerService\?id=/);
  await expect(drawer(page)).toContainText(code);
  await drawer(page)
    .getByRole('button', { name: /解\s*决/ })
    .click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.locator('textarea').fill('已补发 8130-3 证书副本');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText('已解决');
  await page.screenshot({ path: 'test-results/cs-resolved.png' });
  await page.context().close();
});
