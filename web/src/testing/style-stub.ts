/** What a stylesheet import gives a jsdom test (jest.config.js maps every `.css` here). */
export {};
