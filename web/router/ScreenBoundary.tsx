/**
 * A screen that fails to load (its chunk is gone after a new deployment, or the network dropped) or
 * to render shows a status page inside the layout instead of emptying the whole page. Its way back
 * reloads the document, so the browser fetches the current build.
 */
import { ErrorOutlined } from '@mui/icons-material';
import { Component, type ReactNode } from 'react';
import { messages } from '../../common/messages';
import { StatusPage } from './StatusPage';

interface ScreenBoundaryProps {
  title: string;
  children: ReactNode;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
