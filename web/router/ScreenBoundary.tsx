/**
 * A screen that fails to load or to render shows a status page inside the layout instead of
 * emptying the whole page. When its code could not be fetched because the server could not be
 * reached, the page says so and its Retry imports the code again (lazyScreen forgets a failed
 * load), so the user goes on where they were once the server is back. Any other failure (a bug,
 * or a chunk gone after a new deployment, which the browser reports alike only when the server
 * answers) offers a way back that reloads the document, so the browser fetches the current build.
 */
import { CloudOffOutlined, ErrorOutlined } from '@mui/icons-material';
import { Component, type ReactNode } from 'react';
import { messages } from '../../common/messages';
import { isUnreachable } from '../lib/api';
import { forgetFailedScreens } from '../lib/app-route';
import { StatusPage } from './StatusPage';

interface ScreenBoundaryProps {
  title: string;
  children: ReactNode;
}

type Failure = 'none' | 'unreachable' | 'other';

export class ScreenBoundary extends Component<ScreenBoundaryProps, { failure: Failure }> {
  override state: { failure: Failure } = { failure: 'none' };

  constructor(props: ScreenBoundaryProps) {
    super(props);
    // A screen opened again after a failed load imports its code anew.
    forgetFailedScreens();
  }

  static getDerivedStateFromError(err: unknown): { failure: Failure } {
    return { failure: isUnreachable(err) ? 'unreachable' : 'other' };
  }

  private readonly retry = () => {
    forgetFailedScreens();
    this.setState({ failure: 'none' });
  };

  override render() {
    const { failure } = this.state;
    if (failure === 'none') return this.props.children;
    if (failure === 'unreachable') {
      return (
        <StatusPage
          title={this.props.title}
          text={messages.serverUnreachable}
          icon={<CloudOffOutlined />}
          testId="screen-unreachable"
          onRetry={this.retry}
        />
      );
    }
    return (
      <StatusPage
        title={this.props.title}
        text={messages.somethingWrong}
        icon={<ErrorOutlined />}
        testId="screen-failed"
        reloadDocument
      />
    );
  }
}
