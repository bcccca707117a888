/**
 * Home state (spec §3): the guide version shown to the user (default 2) and the to-do type the home
 * page starts on (the user's personal configuration, else the logbook 2.0 type). `useModel('home')`.
 */
import { DEFAULT_GUIDE_VERSION, DEFAULT_TODO_TYPE } from '@/constants';
import type { ClientState } from '@/core/initialState';
import { useModel } from '@umijs/max';
import { useState } from 'react';

export interface HomeState {
  guideVersion: number;
  setGuideVersion: (v: number) => void;
  todoType: string;
  setTodoType: (t: string) => void;
}

export default function useHomeModel(): HomeState {
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const [guideVersion, setGuideVersion] = useState<number>(DEFAULT_GUIDE_VERSION);
  const [chosenTodoType, setTodoType] = useState<string>();
  const todoType = chosenTodoType ?? initialState?.personalConfig?.todoType ?? DEFAULT_TODO_TYPE;
  return { guideVersion, setGuideVersion, todoType, setTodoType };
}
