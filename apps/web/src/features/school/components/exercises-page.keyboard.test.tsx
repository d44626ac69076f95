import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { expectTabStaysInside } from '@/testing/keyboard';
import { buildAnswer, buildAttempt, buildExercise } from '@/testing/school-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import { ExercisesPage } from './exercises-page';

function setup(exercise: ReturnType<typeof buildExercise>) {
  startSession(buildUser());
  stubFetch({ 'GET /api/v1/school/user/exercises': () => ({ body: { exercises: [exercise] } }) });
  const user = userEvent.setup();
  renderWithProviders(<ExercisesPage />, { path: '/account/school/exercises' });
  return { user };
}

describe('School answers from the keyboard', () => {
  it('says what is missing on Ctrl+Enter and drops the message as the answer is typed', async () => {
    const { user } = setup(buildExercise());
    const answer = await screen.findByTestId('answer-31');
    await user.click(answer);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Напишите ответ на этот вопрос')).toBeInTheDocument();
    await user.keyboard('О');
    await waitFor(() =>
      expect(screen.queryByText('Напишите ответ на этот вопрос')).not.toBeInTheDocument(),
    );
    expect(answer).toHaveFocus();
  });

  it('opens the delete confirmation on «Отмена», keeps Tab inside and returns on Esc', async () => {
    const failed = buildAttempt({
      status: 'failed',
      answers: [buildAnswer({ id: 41, question_id: 31, text: 'Коротко' })],
    });
    const { user } = setup(buildExercise({ attempts: [failed] }));
    const remove = await screen.findByTestId('delete-answer-41');
    remove.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus());
    await expectTabStaysInside(user, dialog, 4);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
  });
});
