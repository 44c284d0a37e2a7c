"""The window: scenes, drawing, input and animation. Only shows state and sends Actions."""
